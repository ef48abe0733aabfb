import type { MessageKey } from '@performa/contracts/i18n/translate';

/**
 * Departments by path (docs/product.md §2.5, §6.3): the tree of a project at any depth, named in files as
 * "Engineering / Backend / Platform" (or "Engineering/Backend/Platform"), or by the department's own
 * name, or by the end of its path, when that names exactly one department.
 */

export interface DepartmentRow {
  id: number;
  name: string;
  parentId: number | null;
}

/** How paths are written: the names from the top down, joined by " / ". */
export const PATH_SEPARATOR = ' / ';

const nameKey = (s: string) => s.trim().toLowerCase();
const segmentsOf = (text: string) => text.split('/').map(nameKey);

export type Resolved = { id: number } | { error: MessageKey; params: Record<string, string> };

export class DepartmentPaths {
  private readonly byId: Map<number, DepartmentRow>;
  private readonly paths = new Map<number, string[]>();

  /** `rows`: the project's departments; `visible`: those the caller may place people in (scope). */
  constructor(
    rows: readonly DepartmentRow[],
    private readonly visible: (id: number) => boolean = () => true,
  ) {
    this.byId = new Map(rows.map((r) => [r.id, r]));
  }

  /** The names from the top department down to this one. */
  names(id: number): string[] {
    const known = this.paths.get(id);
    if (known) return known;
    const names: string[] = [];
    const seen = new Set<number>();
    for (let at = this.byId.get(id); at && !seen.has(at.id); at = at.parentId === null ? undefined : this.byId.get(at.parentId)) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    this.paths.set(id, names);
    return names;
  }

  /** "Engineering / Backend / Platform". */
  path(id: number): string {
    return this.names(id).join(PATH_SEPARATOR);
  }

  parentOf(id: number): number | null {
    return this.byId.get(id)?.parentId ?? null;
  }

  /** Every department the caller may place people in, by path. */
  all(): Array<{ id: number; path: string }> {
    return [...this.byId.keys()]
      .filter((id) => this.visible(id))
      .map((id) => ({ id, path: this.path(id) }))
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  /** Whether `id` lies strictly below `ancestor`. */
  private below(id: number, ancestor: number): boolean {
    const seen = new Set<number>();
    for (let at = this.parentOf(id); at !== null && !seen.has(at); at = this.parentOf(at)) {
      if (at === ancestor) return true;
      seen.add(at);
    }
    return false;
  }

  /**
   * The department a file names: its whole name, else its path or the end of its path (without case,
   * blanks around "/" ignored). With `under`, only departments below that one (the sub_department column).
   * Unknown: "There is no … here"; several: their paths, so that the file can say which.
   */
  resolve(text: string, under: number | null = null): Resolved {
    const candidates = [...this.byId.values()].filter((d) => this.visible(d.id) && (under === null || this.below(d.id, under)));
    const whole = candidates.filter((d) => nameKey(d.name) === nameKey(text));
    const wanted = segmentsOf(text);
    const matches = whole.length
      ? whole
      : candidates.filter((d) => {
          const names = this.names(d.id).map(nameKey);
          return names.length >= wanted.length && wanted.every((segment, i) => names[names.length - wanted.length + i] === segment);
        });
    if (matches.length === 1) return { id: matches[0]!.id };
    if (matches.length === 0) return { error: 'import.unknownName', params: { name: text } };
    const paths = matches.map((d) => `"${this.path(d.id)}"`).sort();
    return { error: 'import.ambiguousDepartment', params: { name: text, paths: paths.join(', ') } };
  }
}
