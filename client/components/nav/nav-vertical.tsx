import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NavGroup, NavItem } from '#client/routing/nav-tree.ts';
import { isNavItemOpen, navItemState } from '#client/routing/nav-state.ts';
import { ArrowIcon } from './nav-icons.tsx';
import { NavItemButton } from './nav-item-button.tsx';
import { buttonReset } from '#client/theme/button-reset.ts';
import { verticalItemRules } from './nav-item-styles.ts';
import { useCollapsedSections } from './use-collapsed-sections.ts';
import { useOpenOnPage } from './use-open-on-page.ts';

/** A vertical item and, below it, its children, opened and closed by a click. */
function VerticalItem({ item, depth }: { item: NavItem; depth: number }) {
  const { pathname } = useLocation();
  const [choice, setChoice] = useOpenOnPage();
  const open = isNavItemOpen(item, pathname, choice);
  return (
    <li>
      <NavItemButton
        item={item}
        variant="vertical"
        depth={depth}
        state={navItemState(item, pathname, choice)}
        open={open}
        onToggle={() => setChoice(!open)}
        plain
      />
      {item.children.length > 0 ? (
        <Collapse in={open} unmountOnExit>
          <ul className="nav-children">
            {item.children.map((child) => (
              <VerticalItem key={child.path} item={child} depth={depth + 1} />
            ))}
          </ul>
        </Collapse>
      ) : null}
    </li>
  );
}

/** A section: its subheader opens and closes it (arrow down when open, forward when closed). */
function VerticalGroup({ group, collapsed, onToggle }: { group: NavGroup; collapsed: boolean; onToggle(): void }) {
  const { t } = useTranslation('menu');
  const listId = `nav-section-${group.id}`;
  return (
    <li data-nav-section={group.id} data-collapsed={collapsed || undefined}>
      <button
        type="button"
        className="nav-subheader"
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-controls={listId}
        data-testid={`nav-subheader-${group.id}`}
      >
        <span>{t(group.labelKey)}</span>
        <ArrowIcon open={!collapsed} />
      </button>
      <div className="nav-section-body">
        <ul className="nav-items" id={listId}>
          {group.items.map((item) => (
            <VerticalItem key={item.path} item={item} depth={0} />
          ))}
        </ul>
      </div>
    </li>
  );
}

/*
 * The menu's lists and section headers, styled once here rather than by an sx on each of its
 * twenty-odd `li` and `ul` (Emotion serialised each again on every render); the items as well.
 */
const NAV_VERTICAL_RULES = {
  p: 0,
  m: 0,
  px: 2,
  '& li': { listStyle: 'none' },
  '& .nav-items, & .nav-children': { p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 },
  '& .nav-children': { mt: 0.5 },
  '& .nav-subheader': {
    font: 'inherit',
    width: '100%',
    justifyContent: 'flex-start',
    gap: 0.5,
    pl: 1.5,
    pr: 1,
    py: 1,
    mt: 1,
    borderRadius: 1,
    fontSize: 11,
    fontWeight: 700,
    textTransform: 'uppercase',
    color: 'var(--nav-subheader)',
    '&:hover': { color: 'var(--nav-text)' },
  },
} as const;

/**
 * A section opening and closing as MUI's Collapse did (its height, the standard duration), in
 * CSS: a grid row from its content's height to none, then hidden (out of the Tab order and the
 * accessibility tree). Collapse was three styled elements a section, five or six sections on
 * every dashboard page. The list clips only the 4 px around its items the focus ring needs.
 */
function sectionCollapse(theme: Theme) {
  const grow = theme.transitions.create('grid-template-rows', { duration: theme.transitions.duration.standard });
  return {
    '& .nav-section-body': { display: 'grid', gridTemplateRows: '1fr', transition: `${grow}, visibility 0s` },
    '& .nav-section-body > ul': { minHeight: 0, overflow: 'hidden', padding: '4px', margin: '-4px' },
    '& [data-collapsed] > .nav-section-body': {
      gridTemplateRows: '0fr',
      visibility: 'hidden',
      transition: `${grow}, visibility 0s ${theme.transitions.duration.standard}ms`,
    },
  };
}

/** The lists' and subheaders' rules (the subheaders plain buttons too) and every item's (`verticalItemRules`), for one theme. */
const navVerticalSx = (theme: Theme) => ({
  ...NAV_VERTICAL_RULES,
  ...sectionCollapse(theme),
  '& .nav-subheader': { ...buttonReset(theme), ...NAV_VERTICAL_RULES['& .nav-subheader'] },
  ...verticalItemRules(theme),
});

/** The vertical menu (side nav and mobile drawer): sections with collapsible subheaders. */
export function NavVertical({ groups }: { groups: NavGroup[] }) {
  const { collapsed, toggle } = useCollapsedSections();
  return (
    <Box component="ul" sx={navVerticalSx} data-testid="nav-vertical">
      {groups.map((group) => (
        <VerticalGroup key={group.id} group={group} collapsed={collapsed.has(group.id)} onToggle={() => toggle(group.id)} />
      ))}
    </Box>
  );
}
