import type { UrlState } from '#client/hooks/use-url-state.ts';
import { PagePager } from './page-pager.tsx';

interface Paged<Size extends number> {
  page: number;
  size: Size;
}

interface ListPagerProps<Size extends number, State extends Paged<Size>> {
  /** The list's URL state: the pager writes its page and size. */
  state: UrlState<State>;
  /** The page and size the shown rows were loaded (or filtered) for. */
  query: Paged<Size>;
  total: number;
  /** The sizes the list's state accepts: a size the pager offers outside them falls back to the first. */
  sizes: readonly Size[];
  testId?: string;
}

/** The pager of a list whose page and size live in the URL (`defineSearchState`'s `listFields`). */
export function ListPager<Size extends number, State extends Paged<Size>>({
  state,
  query,
  total,
  sizes,
  testId,
}: ListPagerProps<Size, State>) {
  return (
    <PagePager
      total={total}
      page={query.page}
      size={query.size}
      sizes={sizes}
      onPage={(page) => state.set({ page } as Partial<State>)}
      onSize={(size) => state.set({ size: sizes.find((s) => s === size) ?? sizes[0] } as Partial<State>)}
      {...(testId === undefined ? {} : { testId })}
    />
  );
}
