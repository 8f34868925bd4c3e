/** conform's zod parsing, for actions and loaders only (components load schemas lazily: docs/decisions/008, 017). */
export { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
