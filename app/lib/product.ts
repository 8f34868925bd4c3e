/** The product's own name: the title of every page and the logo when no wholesaler brand is configured. */
export const PRODUCT_TITLE = "Self Service Portal";
