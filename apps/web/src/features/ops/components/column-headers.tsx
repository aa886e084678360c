/** A table's head row: one column header a name, in order. */
export function ColumnHeaders({
  columns,
  rowClassName,
  cellClassName,
}: {
  columns: readonly string[];
  rowClassName?: string;
  cellClassName: string;
}) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
