/**
 * Issue "Organisation and people" figures, on generated data:
 *  - employee list page (filter + sort + page) latency at N employees (default 10,000), 1 and 10 clients;
 *  - import time of an N-row XLSX file into an empty project (and of re-importing it: all updates);
 *  - re-import time of the project's own export with names and placements changed: a third of the
 *    rows renamed (account and employee names), a fifth moved to another sub-department and position.
 * Usage: npm run bench:organisation [-- [employees] [--imports-only]]      (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:organisation
 *        (a fresh database on that PostgreSQL server, dropped afterwards)
 */
import path from 'node:path';
import ExcelJS from 'exceljs';
import { openDatabase } from '@performa/server/src/db/client.ts';
import { departments, positions } from '@performa/server/src/db/schema.ts';
import { EMPLOYEE_COLUMNS } from '@performa/server/src/services/employees/columns.ts';
import { eq } from 'drizzle-orm';
import { generateCompany } from '@performa/server/testing';
import { formatLatency, measureLatency, signInToken } from './lib/load.ts';
import { createScratchDatabase, freshDataDir, startServer } from './lib/server.ts';

const N = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 10_000);
/** Only the imports (skips the list latency, 20 s). */
const importsOnly = process.argv.includes('--imports-only');
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
console.log(`database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}`);
const database = await openDatabase(pgDatabase ? { kind: 'postgres', url: pgDatabase.url } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') });
let t0 = performance.now();
const listed = await generateCompany(database.db, { employees: N });
console.log(
  `generated ${listed.employees} employees, ${listed.departments} departments, ${listed.positions} positions in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const target = await generateCompany(database.db, { employees: 0, name: 'Import target' });
const units = await database.db.select().from(departments).where(eq(departments.projectId, target.projectId));
const posts = await database.db.select().from(positions).where(eq(positions.projectId, target.projectId));
await database.close();

// An import file: N rows placed in the target's sub-departments, each reporting to an earlier row.
const subs = units.filter((u) => u.parentId !== null);
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('employees');
sheet.addRow([...EMPLOYEE_COLUMNS]);
for (let i = 0; i < N; i++) {
  const unit = subs[i % subs.length]!;
  const parent = units.find((u) => u.id === unit.parentId)!;
  const position = posts.find((p) => p.departmentId === unit.id)!;
  sheet.addRow([
    `I${String(i + 1).padStart(6, '0')}`,
    `First${i}`,
    `Last${i}`,
    `imp${i}@import.test`,
    `imp${i}_${target.companyId}`,
    '',
    'user',
    parent.name,
    unit.name,
    position.name,
    i >= subs.length ? `I${String(i + 1 - subs.length).padStart(6, '0')}` : '',
  ]);
}
const file = Buffer.from(await workbook.xlsx.writeBuffer());

const server = await startServer({ dataDir, port: 3970, env: { RATE_LIMIT_PER_MINUTE: '0', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) } });
try {
  const token = (username: string) => signInToken(server.url, username, listed.password);
  const access = await token(listed.username);
  const headers = { authorization: `Bearer ${access}`, 'x-project-id': String(listed.projectId) };
  const queries = [
    'page=1&page_size=25&ordering=last_name',
    'page=40&page_size=25&ordering=-employee_number',
    'page=1&page_size=50&ordering=department&search=aliyeva',
    'page=3&page_size=25&ordering=position&department=5',
    'page=1&page_size=100&ordering=manager&status=all',
    'page=2&page_size=25&ordering=first_name&search=E0012',
  ];
  for (const clients of importsOnly ? [] : [1, 10]) {
    const result = await measureLatency(
      server.url,
      headers,
      queries.map((q) => `/api/wizard/employees/?${q}`),
      clients,
    );
    console.log(`employee list at ${N} employees, ${clients} client(s), ${formatLatency(result)}`);
  }

  const targetToken = await token(target.username);
  const upload = async (content = file) => {
    const form = new FormData();
    form.append('file', new Blob([content]), 'employees.xlsx');
    t0 = performance.now();
    const res = await fetch(`${server.url}/api/wizard/import-users-from-csv/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${targetToken}`, 'x-project-id': String(target.projectId) },
      body: form,
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`import: ${res.status} ${body.slice(0, 500)}`);
    return { seconds: (performance.now() - t0) / 1000, body };
  };
  const first = await upload();
  console.log(`import of ${N} rows (${(file.length / 1024).toFixed(0)} KB XLSX, no passwords): ${first.seconds.toFixed(1)} s ${first.body}`);
  const again = await upload();
  console.log(`re-import of the same file (all updates): ${again.seconds.toFixed(1)} s ${again.body}`);

  // The project's own export, changed: every third row renamed, every fifth moved to another unit.
  const exported = await fetch(`${server.url}/api/account/export-employees/?format=xlsx`, {
    headers: { authorization: `Bearer ${targetToken}`, 'x-project-id': String(target.projectId) },
  });
  if (!exported.ok) throw new Error(`export: ${exported.status}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await exported.arrayBuffer());
  const rows = book.worksheets[0]!;
  const column = (name: (typeof EMPLOYEE_COLUMNS)[number]) => EMPLOYEE_COLUMNS.indexOf(name) + 1;
  let renamed = 0;
  let moved = 0;
  for (let r = 2; r <= rows.rowCount; r++) {
    const row = rows.getRow(r);
    if (r % 3 === 0) {
      row.getCell(column('first_name')).value = `${String(row.getCell(column('first_name')).value)}-renamed`;
      row.getCell(column('last_name')).value = `Renamed${r}`;
      renamed++;
    }
    if (r % 5 === 0) {
      const unit = subs[(r * 7) % subs.length]!;
      row.getCell(column('department')).value = units.find((u) => u.id === unit.parentId)!.name;
      row.getCell(column('sub_department')).value = unit.name;
      row.getCell(column('position')).value = posts.find((p) => p.departmentId === unit.id)!.name;
      moved++;
    }
  }
  const changed = await upload(Buffer.from(await book.xlsx.writeBuffer()));
  console.log(`re-import of the export with ${renamed} rows renamed and ${moved} moved: ${changed.seconds.toFixed(1)} s ${changed.body}`);
} finally {
  await server.stop();
  await pgDatabase?.drop();
}
