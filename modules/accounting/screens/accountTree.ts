/** The chart of accounts as a tree: each account under its `induk`, in code order. */
export interface AccountRow {
  id: number;
  kodeacc: string;
  namaacc: string;
  induk: string;
  grup: boolean;
  kelompok: string;
  tipe: string;
  saldonormal: string;
  aktif: boolean;
}

export interface AccountNode extends AccountRow {
  children?: AccountNode[];
}

/**
 * Builds the tree. An account whose parent is missing (or would make a cycle) stands at the top,
 * so nothing is hidden. With `q`, only matching accounts and their ancestors are kept.
 */
export function accountTree(rows: AccountRow[], q = ''): AccountNode[] {
  const byCode = new Map(rows.map((r) => [r.kodeacc, r]));
  const needle = q.trim().toLowerCase();
  let keep: Set<string> | null = null;
  if (needle) {
    keep = new Set();
    for (const r of rows) {
      if (!r.kodeacc.toLowerCase().includes(needle) && !r.namaacc.toLowerCase().includes(needle)) continue;
      const seen = new Set<string>();
      for (let c: AccountRow | undefined = r; c && !seen.has(c.kodeacc); c = byCode.get(c.induk)) {
        seen.add(c.kodeacc);
        keep.add(c.kodeacc);
      }
    }
  }
  const isAncestor = (anc: string, of: AccountRow) => {
    const seen = new Set<string>();
    for (let c = byCode.get(of.induk); c && !seen.has(c.kodeacc); c = byCode.get(c.induk)) {
      if (c.kodeacc === anc) return true;
      seen.add(c.kodeacc);
    }
    return false;
  };
  const nodes = new Map<string, AccountNode>();
  const sorted = [...rows].sort((a, b) => a.kodeacc.localeCompare(b.kodeacc));
  for (const r of sorted) if (!keep || keep.has(r.kodeacc)) nodes.set(r.kodeacc, { ...r });
  const roots: AccountNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.induk ? nodes.get(n.induk) : undefined;
    if (parent && parent !== n && !isAncestor(n.kodeacc, parent)) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/** Codes of every node that has children (to open the whole tree). */
export const branchKeys = (nodes: AccountNode[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? [n.kodeacc, ...branchKeys(n.children)] : []));
