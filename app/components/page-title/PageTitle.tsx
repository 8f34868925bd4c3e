import { PRODUCT_TITLE } from "#app/lib/product.ts";
import { useRootData } from "#app/lib/root-data.ts";

/** "<Page> | Self Service Portal", the wholesaler name prefixing the product name when configured. */
function formatTitle(page: string | undefined, brand?: string | null, hasError = false): string {
  const product = brand ? `${brand} ${PRODUCT_TITLE}` : PRODUCT_TITLE;
  const title = page ? `${page} | ${product}` : product;
  return hasError ? `Error: ${title}` : title;
}

/** Renders the document title (React hoists it into <head>); "Error: " first when a form has errors. */
export function PageTitle({ page, hasError = false }: { page?: string; hasError?: boolean }) {
  const root = useRootData();
  return <title>{formatTitle(page, root?.brandName, hasError)}</title>;
}
