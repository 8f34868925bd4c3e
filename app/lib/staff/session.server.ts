/** Staff sessions, for the staff routes (server/staff/session.ts). */
export {
  clearStaffCookie,
  endStaffSession,
  readStaffSession,
  refreshStaffSession,
  startStaffSession,
  StaffSessionNotRecorded,
  staffSessionRef,
} from "#server/staff/session.ts";
