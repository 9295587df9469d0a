import { SignUpView } from '#client/auth/sign-up-view.tsx';

/** The session method's page (spec section 2, "Auth"). */
export function Component() {
  return <SignUpView method="session" />;
}
