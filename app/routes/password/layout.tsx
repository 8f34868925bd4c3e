import { Outlet } from "react-router";
import { ErrorView } from "#app/components/error-screen/ErrorView.tsx";
import { SignedOutFrame } from "#app/components/signed-out-frame/SignedOutFrame.tsx";
import type { Route } from "./+types/layout";

// No tag manager on pages that take a password or carry a reset link.
/** "Forgot your password?" and the reset link's pages: signed out, like /login, one card. */
export default function PasswordLayout() {
  return (
    <SignedOutFrame home="/login">
      <Outlet />
    </SignedOutFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SignedOutFrame home="/login">
      <ErrorView error={error} />
    </SignedOutFrame>
  );
}
