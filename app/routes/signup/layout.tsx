import { Outlet } from "react-router";
import { ErrorView } from "#app/components/error-screen/ErrorView.tsx";
import { SignedOutFrame } from "#app/components/signed-out-frame/SignedOutFrame.tsx";
import type { Route } from "./+types/layout";

/** The join journey's frame (signed out, like /login): one card, one question per page. */
export default function SignupLayout() {
  return (
    <SignedOutFrame home="/">
      <Outlet />
    </SignedOutFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SignedOutFrame home="/">
      <ErrorView error={error} />
    </SignedOutFrame>
  );
}
