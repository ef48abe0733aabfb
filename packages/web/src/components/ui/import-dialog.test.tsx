import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { employeeRoutes } from '@performa/contracts/routes/people';
import { api } from '../../lib/api-client.ts';
import { installFakeApi, json } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { ImportDialog } from './import-dialog.tsx';

const PATH = '/wizard/import-users-from-csv/';

function open(onImported = vi.fn(), onClose = vi.fn()) {
  renderWithProviders(
    <ImportDialog
      open
      onClose={onClose}
      title="Import employees"
      template={(format) => api.downloadFrom(employeeRoutes.employeeTemplate, { query: { format } })}
      upload={(file) => api.uploadTo(employeeRoutes.importEmployees, {}, file, file.name)}
      onImported={onImported}
    />,
  );
  return { onImported, onClose };
}

function chooseFile(name = 'employees.csv') {
  const file = new File(['employee_number,first_name'], name, { type: 'text/csv' });
  fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } });
  return file;
}

describe('import dialog', () => {
  it('uploads nothing until a file is chosen, then sends it as multipart', async () => {
    const api = installFakeApi({ [`POST ${PATH}`]: () => json(200, { created: 3, updated: 1 }) });
    const { onImported, onClose } = open();
    expect((screen.getByTestId('import-submit') as HTMLButtonElement).disabled).toBe(true);
    const file = chooseFile();
    expect(screen.getByTestId('import-file-name').textContent).toBe('employees.csv');
    fireEvent.click(screen.getByTestId('import-submit'));

    expect(await screen.findByText('Import complete: 3 created, 1 updated.')).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith({ created: 3, updated: 1 });
    expect(onClose).toHaveBeenCalled();
    const sent = api.fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe(file.name);
  });

  it('shows the progress while the file is imported', async () => {
    let answer: (r: Response) => void = () => {};
    installFakeApi({ [`POST ${PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    open();
    chooseFile();
    fireEvent.click(screen.getByTestId('import-submit'));
    expect(await screen.findByTestId('import-progress')).toBeTruthy();
    expect((screen.getByTestId('import-submit') as HTMLButtonElement).disabled).toBe(true);
    answer(json(200, { created: 1, updated: 0 }));
    await waitFor(() => expect(screen.queryByTestId('import-progress')).toBeNull());
  });

  it('lists every row error of a refused file (422) and imports nothing', async () => {
    installFakeApi({
      [`POST ${PATH}`]: () =>
        json(422, {
          detail: 'The file has errors: nothing was imported.',
          code: 'import_invalid',
          errors: [
            { row: 3, column: 'email', message: 'A valid email is required' },
            { row: 5, column: 'department', message: 'There is no "Sales" here in this project.' },
          ],
        }),
    });
    const { onImported, onClose } = open();
    chooseFile();
    fireEvent.click(screen.getByTestId('import-submit'));

    const table = await screen.findByTestId('import-errors');
    const rows = within(table)
      .getAllByTestId('import-error-row')
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['3', 'email', 'A valid email is required'],
      ['5', 'department', 'There is no "Sales" here in this project.'],
    ]);
    expect(screen.getByTestId('import-error').textContent).toContain('The file has errors: nothing was imported.');
    expect(screen.getByTestId('import-error').textContent).toContain('Errors found: 2');
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the field error of a 400', async () => {
    installFakeApi({ [`POST ${PATH}`]: () => json(400, { file: ['Upload an XLSX or CSV file.'] }) });
    open();
    chooseFile('photo.png');
    fireEvent.click(screen.getByTestId('import-submit'));
    expect((await screen.findByTestId('import-error')).textContent).toBe('Upload an XLSX or CSV file.');
    expect(screen.queryByTestId('import-errors')).toBeNull();
  });

  it('downloads the template in the chosen format', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = installFakeApi({
      [`GET ${PATH}`]: () => new Response('x', { status: 200, headers: { 'content-disposition': 'attachment; filename="employees-template.xlsx"' } }),
    });
    open();
    fireEvent.click(screen.getByTestId('import-template-xlsx'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe(`/api${PATH}?format=xlsx`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('employees-template.xlsx');
  });
});
