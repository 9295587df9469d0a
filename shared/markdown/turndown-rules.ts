import type TurndownService from 'turndown';

// Turndown's core knows neither GFM tables nor strikethrough; these rules keep both, so an
// HTML notice renders as the same table or struck text once converted.

function cellText(content: string): string {
  return content.replace(/\n+/g, ' ').replace(/\|/g, '\\|').trim();
}

function cellCount(row: HTMLElement): number {
  return Array.from(row.childNodes).filter((child) => child.nodeName === 'TH' || child.nodeName === 'TD').length;
}

/** The first row of its table: the one GFM needs as header, followed by the delimiter row. */
function isHeaderRow(row: HTMLElement): boolean {
  const section = row.parentNode;
  if (section?.nodeName === 'THEAD') return firstRow(section) === row;
  const table = section?.nodeName === 'TABLE' ? section : section?.parentNode;
  if (!table || table.nodeName !== 'TABLE') return false;
  const hasHead = Array.from(table.childNodes).some((child) => child.nodeName === 'THEAD');
  return !hasHead && firstRowOfTable(table) === row;
}

function firstRow(parent: Node): ChildNode | undefined {
  return Array.from(parent.childNodes).find((child) => child.nodeName === 'TR');
}

function firstRowOfTable(table: Node): ChildNode | undefined {
  for (const child of Array.from(table.childNodes)) {
    if (child.nodeName === 'TR') return child;
    if (child.nodeName === 'TBODY' || child.nodeName === 'TFOOT') return firstRow(child);
  }
  return undefined;
}

export function addGfmRules(service: TurndownService): void {
  service.addRule('strikethrough', {
    filter: ['del', 's'],
    replacement: (content) => (content.trim() === '' ? content : `~~${content}~~`),
  });
  service.addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content) => `| ${cellText(content)} `,
  });
  service.addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) => {
      const row = `${content}|\n`;
      if (!isHeaderRow(node)) return row;
      return `${row}${'| --- '.repeat(Math.max(cellCount(node), 1))}|\n`;
    },
  });
  service.addRule('tableSection', {
    filter: ['thead', 'tbody', 'tfoot'],
    replacement: (content) => content,
  });
  service.addRule('table', {
    filter: 'table',
    replacement: (content) => `\n\n${content.replace(/\n+$/, '')}\n\n`,
  });
}
