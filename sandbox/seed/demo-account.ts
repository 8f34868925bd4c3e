import type { Store } from "#sandbox/store.ts";

/** A service of a demo account, as DESIGN.md §5 describes it; the rest of the record is worked out. */
export interface DemoService {
  code: string;
  type: string;
  serviceStatus: string;
  planCode: string;
  avcId?: string;
  planContext?: number;
  phoneNumber?: string;
}

/** A demo account: who, where, its services, and what only this account has. */
export interface DemoAccount {
  accountCode: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneMobile: string;
  address: {
    streetNumber: string;
    streetName: string;
    streetType: string;
    suburb: string;
    state: string;
    postCode: string;
  };
  services: DemoService[];
  /** Unpaid invoices at the end (the newest); 2 makes the older one overdue. */
  unpaid: number;
  /** A current unplanned outage on its broadband's avcId (besides the resolved planned one each has). */
  currentOutage?: boolean;
  /** Requests, orders and the like at known ages, added once every account is in the store. */
  extras?: (store: Store, now: number) => void;
}
