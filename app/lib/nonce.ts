import { createContext, useContext } from "react";

/** The CSP nonce of this response; provided by entry.server, empty in the browser. */
export const NonceContext = createContext<string>("");
export const useNonce = () => useContext(NonceContext);
