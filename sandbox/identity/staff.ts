import { hashPassword, verifyPassword } from "#sandbox/passwords.ts";

/**
 * The provider's staff, as its identity provider knows them (docs/sandbox.md "Staff"). Fixed demo
 * people with a public password, like the demo customers: the sandbox is never a real provider.
 * Roles are what the staff console and the provider API allow (docs/staff.md); `nobody` has none.
 */

export const STAFF_PASSWORD = "staff-password";

export type StaffRole = "agent" | "supervisor" | "admin";

export interface StaffMember {
  /** The subject (`sub`) of their tokens: stable, never their email. */
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
}

export const STAFF: readonly StaffMember[] = [
  { id: "staff-1001", email: "agent@staff.example", name: "Avery Agent", roles: ["agent"] },
  { id: "staff-1002", email: "supervisor@staff.example", name: "Sam Supervisor", roles: ["supervisor"] },
  { id: "staff-1003", email: "admin@staff.example", name: "Ada Admin", roles: ["admin"] },
  { id: "staff-1004", email: "nobody@staff.example", name: "Noel Nobody", roles: [] },
];

export function staffById(id: string): StaffMember | undefined {
  return STAFF.find((member) => member.id === id);
}

/** One hash for every seeded member (they share the demo password), made once. */
let passwordHash: Promise<string> | undefined;

/**
 * The member whose email and password these are, or undefined. A password is checked even for an
 * unknown email, so the time taken does not tell which emails are staff.
 */
export async function checkStaffPassword(email: string, password: string): Promise<StaffMember | undefined> {
  passwordHash ??= hashPassword(STAFF_PASSWORD);
  const member = STAFF.find((m) => m.email === email.trim().toLowerCase());
  const valid = await verifyPassword(password, await passwordHash);
  return member && valid ? member : undefined;
}
