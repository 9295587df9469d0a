import { SignInView } from '#client/auth/sign-in-view.tsx';

/** The jwt method's page (spec section 2, "Auth"). */
export function Component() {
  return <SignInView method="jwt" />;
}
