/** The sign-up link that credits an inviter (contract §2.3: the console builds it from `/api/user/aff`). */
export function inviteLink(origin: string, affCode: string): string {
  return `${origin}/register?aff=${encodeURIComponent(affCode)}`;
}
