// SCAFFOLD: replaced by the real page (issue 5); exists so the route table builds meanwhile.
export function Component() {
  return null;
}
