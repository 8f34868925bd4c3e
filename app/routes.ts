import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Mirrors spec §2 with explicit paths. Signed-in screens sit under the guard; those that need
 * multi-factor verification first (spec §4) sit inside mfa-gated. This table declares every URL:
 * code names one with `href("/path")`, which typecheck holds to this table.
 */
export default [
  index("routes/index.tsx"),
  layout("routes/login-layout.tsx", [
    route("login", "routes/login.tsx"),
    // A `?token=` opened while signed out: confirmed with a POST (docs/decisions/058).
    route("confirm-sign-in", "routes/confirm-sign-in.tsx"),
  ]),
  // Forgot password: signed out, outside the guard (its link's ?token= is not a sign-in token).
  layout("routes/password/layout.tsx", [
    route("password/forgot", "routes/password/forgot.tsx"),
    route("password/forgot/sent", "routes/password/forgot-sent.tsx"),
    route("password/reset", "routes/password/reset.tsx"),
    route("password/reset/done", "routes/password/reset-done.tsx"),
  ]),
  route("logout", "routes/logout.ts"),
  route("switch-account", "routes/switch-account.tsx"),
  // A download refused while the state store is down, in plain words (docs/decisions/058).
  route("unavailable", "routes/unavailable.tsx"),
  // The idle limit passed in the browser: sign out, then sign in with the reason (outside the guard).
  route("session/timed-out", "routes/session/timed-out.ts"),
  // Join online: signed out, one question per page.
  layout("routes/signup/layout.tsx", [
    route("signup", "routes/signup/index.tsx"),
    route("signup/address", "routes/signup/manual-address.tsx"),
    route("signup/available", "routes/signup/available.tsx"),
    route("signup/plan", "routes/signup/plan.tsx"),
    route("signup/details", "routes/signup/details.tsx"),
    route("signup/check", "routes/signup/check.tsx"),
    route("signup/done", "routes/signup/done.tsx"),
  ]),
  // The staff console (docs/staff.md): on the staff listener only (STAFF_PORT), plain HTML, no customer JavaScript.
  // Its paths hang off one "staff" route, so a customer's address leaves every staff branch at its
  // first segment instead of after four pathless layouts (React Router matches each request against
  // every branch; docs/decisions/076).
  route("staff", "routes/staff/listener.tsx", [
    layout("routes/staff/frame.tsx", [
      route("login", "routes/staff/login.tsx"),
      route("auth/callback", "routes/staff/auth-callback.tsx"),
      route("logout", "routes/staff/logout.ts"),
      layout("routes/staff/signed-in.tsx", [
        // Every page here calls requireStaff(context, permission) first (app/lib/staff/guard.server.ts).
        index("routes/staff/index.tsx"),
        route("customers", "routes/staff/customers.tsx"),
        // A customer view (docs/staff.md "Viewing a customer"): started with a reason, held in the
        // staff session; its pages read only (GET), under the banner; End view, Reveal and static IPs POST.
        route("customers/:accountCode/view", "routes/staff/view/start.tsx"),
        route("view/end", "routes/staff/view/end.ts"),
        route("view/ended", "routes/staff/view/ended.tsx"),
        layout("routes/staff/view/view.tsx", [
          layout("routes/staff/view/read-only.tsx", [
            route("view", "routes/staff/view/overview.tsx"),
            route("view/billing", "routes/staff/view/billing.tsx"),
            route("view/requests", "routes/staff/view/requests.tsx"),
            route("view/invoice", "routes/staff/view/invoice.ts"),
          ]),
          route("view/reveal", "routes/staff/view/reveal.tsx"),
          route("view/static-ip", "routes/staff/view/static-ip.tsx"),
          route("view/static-ip/unassign", "routes/staff/view/static-ip-unassign.tsx"),
        ]),
        // The back office: reports (supervisor, admin), jobs and the job log (admin), test data (admin; not in production).
        route("reports", "routes/staff/reports.tsx"),
        route("reports/:report", "routes/staff/report-ask.tsx"),
        route("reports/files/:id", "routes/staff/report-file.tsx"),
        route("reports/files/:id/download", "routes/staff/report-download.ts"),
        route("jobs", "routes/staff/jobs.tsx"),
        route("jobs/log", "routes/staff/job-log.tsx"),
        route("jobs/runs/:jobId", "routes/staff/job-run.tsx"),
        route("jobs/:job", "routes/staff/job-check.tsx"),
        route("test-data", "routes/staff/test-data.tsx"),
      ]),
      route("*", "routes/staff/not-found.tsx"),
    ]),
  ]),
  // The guard (app/lib/guard.server.ts) is middleware on two layouts: this one, for the pages outside
  // the signed-in layout, and the signed-in layout itself, so the ~90 branches under it walk one
  // pathless level fewer on every request's matches (docs/decisions/085). A page outside both is
  // signed out and listed in tests/integration/guard.test.ts.
  layout("routes/guarded.tsx", [
    layout("routes/mfa-layout.tsx", [route("mfa", "routes/mfa.tsx")]),
    route("switch-service", "routes/switch-service.tsx"),
    // "Stay signed in": the guard's check is the whole of it.
    route("session/keep-alive", "routes/session/keep-alive.ts"),
  ]),
  layout("routes/signed-in.tsx", [
    // The gated pages: the MFA gate and the page boundary in one level (docs/decisions/076).
    layout("routes/mfa-gated.tsx", [
      route("home", "routes/home/index.tsx"),
      route("home/usage", "routes/home/usage.tsx"),
      route("home/usage/csv", "routes/home/usage-csv.ts"),
      // The service journeys (app/lib/journey): one question per page, check, done.
      route("home/plan", "routes/home/plan.tsx"),
      route("home/plan/check", "routes/home/plan-check.tsx"),
      route("home/plan/done", "routes/home/plan-done.tsx"),
      route("home/plan/add", "routes/home/add-product.tsx"),
      route("home/plan/add/delivery", "routes/home/add-product-delivery.tsx"),
      route("home/plan/add/delivery/address", "routes/home/add-product-delivery-address.tsx"),
      route("home/plan/add/check", "routes/home/add-product-check.tsx"),
      route("home/plan/add/done", "routes/home/add-product-done.tsx"),
      route("home/cancel", "routes/home/cancel.tsx"),
      route("home/cancel/date", "routes/home/cancel-date.tsx"),
      route("home/cancel/check", "routes/home/cancel-check.tsx"),
      route("home/cancel/done", "routes/home/cancel-done.tsx"),
      route("home/energy-contract", "routes/home/energy-contract.tsx"),
      route("home/energy-contract/check", "routes/home/energy-contract-check.tsx"),
      route("home/energy-contract/done", "routes/home/energy-contract-done.tsx"),
      // Billing, and its journeys (docs/decisions/042): a page per question, then check (…/confirm), done.
      route("billing", "routes/billing/index.tsx"),
      route("billing/pay", "routes/billing/pay/index.tsx"),
      route("billing/pay/card", "routes/billing/pay/card.tsx"),
      route("billing/pay/confirm", "routes/billing/pay/confirm.tsx"),
      route("billing/pay/done", "routes/billing/pay/done.tsx"),
      route("billing/receipt", "routes/billing/receipt/index.tsx"),
      route("billing/plan", "routes/billing/plan/index.tsx"),
      route("billing/plan/frequency", "routes/billing/plan/frequency.tsx"),
      route("billing/plan/start", "routes/billing/plan/start.tsx"),
      route("billing/plan/reason", "routes/billing/plan/reason.tsx"),
      route("billing/plan/confirm", "routes/billing/plan/confirm.tsx"),
      route("billing/plan/done", "routes/billing/plan/done.tsx"),
      route("billing/payment-details", "routes/billing/payment-details/index.tsx"),
      route("billing/payment-details/card", "routes/billing/payment-details/card/index.tsx"),
      route("billing/payment-details/card/confirm", "routes/billing/payment-details/card/confirm.tsx"),
      route("billing/payment-details/card/done", "routes/billing/payment-details/card/done.tsx"),
      route("billing/payment-details/direct-debit", "routes/billing/payment-details/direct-debit/index.tsx"),
      route("billing/payment-details/direct-debit/confirm", "routes/billing/payment-details/direct-debit/confirm.tsx"),
      route("billing/payment-details/direct-debit/done", "routes/billing/payment-details/direct-debit/done.tsx"),
      // Stopping the direct debit ("pay when due"): a question, check, done.
      route("billing/payment-details/stop-direct-debit", "routes/billing/payment-details/stop-direct-debit/index.tsx"),
      route(
        "billing/payment-details/stop-direct-debit/confirm",
        "routes/billing/payment-details/stop-direct-debit/confirm.tsx",
      ),
      route(
        "billing/payment-details/stop-direct-debit/done",
        "routes/billing/payment-details/stop-direct-debit/done.tsx",
      ),
      route("billing/invoice", "routes/billing/invoice-pdf.ts"),
      route("billing/invoice/not-found", "routes/billing/invoice-not-found.tsx"),
      route("billing/transactions.csv", "routes/billing/transactions-csv.ts"),
      route("profile", "routes/profile/index.tsx"),
      route("profile/edit", "routes/profile/edit.tsx"),
      // A new mobile is confirmed by a code sent to it before it is saved (decision 060).
      route("profile/edit/mobile-code", "routes/profile/mobile-code.tsx"),
      // Change a password, or set a first one (an account that joined online): decision 043.
      route("profile/password", "routes/profile/password.tsx"),
      route("profile/password/done", "routes/profile/password-done.tsx"),
      // Sign-ins and views by our support team, with their reasons (decision 071).
      route("profile/activity", "routes/profile/activity.tsx"),
      // SIM activation (docs/decisions/024): one question per page, MFA-gated (service continuity).
      route("activate-sim", "routes/activate-sim/sim.tsx"),
      route("activate-sim/number", "routes/activate-sim/number.tsx"),
      route("activate-sim/keep-number", "routes/activate-sim/keep-number.tsx"),
      route("activate-sim/number-code", "routes/activate-sim/number-code.tsx"),
      route("activate-sim/email", "routes/activate-sim/email.tsx"),
      route("activate-sim/email-code", "routes/activate-sim/email-code.tsx"),
      route("activate-sim/identity", "routes/activate-sim/identity.tsx"),
      route("activate-sim/check", "routes/activate-sim/check.tsx"),
      route("activate-sim/done", "routes/activate-sim/done.tsx"),
      // Moving home (when FEATURE_MOVING is on; docs/decisions/024).
      route("move", "routes/move/index.tsx"),
      route("move/address", "routes/move/manual-address.tsx"),
      route("move/available", "routes/move/available.tsx"),
      route("move/date", "routes/move/date.tsx"),
      route("move/services", "routes/move/services.tsx"),
      route("move/appointment", "routes/move/appointment.tsx"),
      route("move/check", "routes/move/check.tsx"),
      route("move/done", "routes/move/done.tsx"),
      route("requests", "routes/requests/index.tsx"),
      // Life support, a lost or stolen SIM, notification preferences (decision 080): journeys, MFA-gated.
      route("home/life-support", "routes/home/life-support.tsx"),
      route("home/life-support/person", "routes/home/life-support-person.tsx"),
      route("home/life-support/check", "routes/home/life-support-check.tsx"),
      route("home/life-support/done", "routes/home/life-support-done.tsx"),
      route("home/life-support/remove", "routes/home/life-support-remove.tsx"),
      route("home/life-support/remove/check", "routes/home/life-support-remove-check.tsx"),
      route("home/life-support/remove/done", "routes/home/life-support-remove-done.tsx"),
      route("home/sim-block", "routes/home/sim-block.tsx"),
      route("home/sim-block/delivery", "routes/home/sim-block-delivery.tsx"),
      route("home/sim-block/delivery/address", "routes/home/sim-block-delivery-address.tsx"),
      route("home/sim-block/check", "routes/home/sim-block-check.tsx"),
      route("home/sim-block/done", "routes/home/sim-block-done.tsx"),
      route("home/sim-unblock", "routes/home/sim-unblock.tsx"),
      route("home/sim-unblock/check", "routes/home/sim-unblock-check.tsx"),
      route("home/sim-unblock/done", "routes/home/sim-unblock-done.tsx"),
      route("profile/notifications", "routes/profile/notifications.tsx"),
      // A ticket's, complaint's or fault's conversation and the customer's reply (decision 079).
      route("requests/:reference", "routes/requests/conversation.tsx"),
      // gated screens are added here
    ]),
    // The ungated pages, inside the page boundary (a page's error shown within the layout).
    layout("routes/page-boundary.tsx", [
      route("home/outages", "routes/home/outages.tsx"),
      route("support", "routes/support/index.tsx"),
      route("support/new-complaint", "routes/support/new-complaint.tsx"),
      route("support/report-fault", "routes/support/report-fault.tsx"),
      route("support/new-ticket", "routes/support/new-ticket.tsx"),
      route("service/service-tests", "routes/service/service-tests.tsx"),
      route("service/result", "routes/service/result.tsx"),
      // ungated screens are added here
    ]),
  ]),
  route("__catalogue", "routes/catalogue.tsx"),
  route("__catalogue/error", "routes/catalogue-error.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
