import { data } from "react-router";
import { requireView, viewRead } from "#app/lib/staff/view.server.ts";
import { invoiceIdOf, pdfFileName } from "#app/routes/billing/invoice-pdf.ts";
import type { Route } from "./+types/invoice";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const NOT_THEIRS = { message: "This invoice is not the viewed customer's." };

/**
 * An invoice's PDF in a view (GET): the invoice must be the viewed account's; the view's token
 * asks the provider for a single-use token (get-oss-token with singleUse), which fetches the PDF on
 * the server. The browser gets the bytes, never a token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, view } = requireView(context);
  let id: number;
  try {
    id = invoiceIdOf(new URL(request.url));
  } catch {
    throw data(NOT_THEIRS, { status: 404 });
  }
  const invoice = await viewRead(api.account.invoiceFull({ id }));
  if (invoice.accountCode !== view.accountCode) throw data(NOT_THEIRS, { status: 404 });
  const pdf = await viewRead(api.account.downloadInvoicePdf({ id, accountCode: view.accountCode, download: true }));
  const bytes = pdf.bytes;
  if (!PDF_MAGIC.every((byte, i) => bytes[i] === byte))
    throw data({ message: "The provider did not send this invoice as a PDF. Try again." }, { status: 502 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdfFileName(invoice.invoiceNumber)}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
