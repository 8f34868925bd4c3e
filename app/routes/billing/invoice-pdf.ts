import { data, redirect } from "react-router";
import { hasProviderStatus, isProviderError } from "#app/lib/server-gateway.server.ts";
import { portalContext } from "#app/lib/portal.server.ts";
import { providerFailure } from "#app/lib/provider-outcome.server.ts";
import type { Route } from "./+types/invoice-pdf";
import { logBillingEvent } from "./billing.server.ts";

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The not-found page in the portal's frame (404): a resource route cannot render one itself. */
export const INVOICE_NOT_FOUND_URL = "/billing/invoice/not-found";

function notFound(): never {
  throw redirect(INVOICE_NOT_FOUND_URL, 303);
}

/** '/billing/invoice?id=123' → the invoice's id, or 404 for anything else. */
export function invoiceIdOf(url: URL): number {
  const raw = url.searchParams.get("id") ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw)) notFound();
  return Number(raw);
}

/** A file name safe in a Content-Disposition header: 'invoice-INV-000123.pdf'. */
export function pdfFileName(invoiceNumber: string): string {
  const safe = invoiceNumber.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 40);
  return `invoice-${safe || "download"}.pdf`;
}

/**
 * The invoice PDF (spec §6): check the invoice is this account's, get a single-use token
 * (get-oss-token with singleUse), fetch invoices/full/pdf/{id} with it and pass the bytes on.
 * The single-use token stays on the server. Another account's invoice, or none, is 404, and a
 * line in the audit trail (access.refused).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const portal = context.get(portalContext);
  const id = invoiceIdOf(new URL(request.url));
  const notTheirs = (): never => {
    portal.refuseAccess("invoice", id);
    return notFound();
  };
  let invoiceNumber: string;
  let accountCode: string;
  try {
    const [invoice, profile] = await Promise.all([portal.api.account.invoiceFull({ id }), portal.profile()]);
    if (invoice.accountCode !== profile.accountCode) notTheirs();
    invoiceNumber = invoice.invoiceNumber;
    accountCode = profile.accountCode;
  } catch (error) {
    if (hasProviderStatus(error, 404, 403)) notTheirs();
    return providerFailure(error);
  }
  let pdf;
  try {
    pdf = await portal.api.account.downloadInvoicePdf({ id, accountCode, download: true });
  } catch (error) {
    if (hasProviderStatus(error, 404, 403)) notTheirs();
    logBillingEvent(portal, "invoice-pdf", "failure", { status: isProviderError(error) ? error.status : undefined });
    return providerFailure(error);
  }
  const bytes = pdf.bytes;
  if (!PDF_MAGIC.every((byte, i) => bytes[i] === byte)) {
    logBillingEvent(portal, "invoice-pdf", "not-a-pdf");
    throw data(
      {
        message:
          "Something went wrong on our side, so this invoice could not be shown. Please try again in a few minutes.",
      },
      { status: 502 },
    );
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdfFileName(invoiceNumber)}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
