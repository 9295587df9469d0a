/**
 * `/dashboard/user/profile`: one-hub's second address of the profile page. A route module of its
 * own, because the router needs one id per route; the page is the same.
 */
export { Component, loader } from './profile-page.tsx';
