/** The support number as a link that dials it ('1300 980 711' → tel:1300980711). */
export function SupportPhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>;
}
