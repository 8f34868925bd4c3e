/** Staff sign-in, for the staff routes (server/staff/sign-in.ts). */
export { clearSignInBinding, StaffSignInError, staffAuthenticator, staffReturnTo } from "#server/staff/sign-in.ts";
