/** `/auth/session/update-password`: the same form as the reset link's page, filled in by hand. */
export { Component } from './reset-confirm-page.tsx';
