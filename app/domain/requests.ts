// The kinds of request a customer lodges, as /requests names them (decision 023).
// Pure: no server imports.

const KIND_NAMES: Record<string, string> = {
  complaint: "Complaint",
  fault: "Fault",
  enquiry: "Enquiry",
  "payment-plan": "Payment plan",
  "plan-change": "Plan change",
  "product-addition": "Product",
  move: "Move",
  cancellation: "Cancellation",
  "sim-activation": "SIM activation",
  "energy-contract-change": "Energy contract change",
};

/** "Plan change", "SIM activation"…; an unknown kind in words. */
export function requestKindName(kind: string): string {
  return KIND_NAMES[kind] ?? (kind.charAt(0).toUpperCase() + kind.slice(1)).replace(/-/g, " ");
}
