import type { EvaluationDetails, SkillFormBody } from '@performa/contracts/api/evaluations';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SkillFormScreen } from './evaluation-form-screens.tsx';
import { skillDetails } from './fixtures.ts';
import { AUTOSAVE_DELAY_MS } from './use-draft.ts';

const PATH = '/wizard/skill-evaluation-result/1/';
const AUTOSAVE_WAIT = { timeout: 4000 };

/** A server that keeps what is saved: GET answers the stored details, PUT merges the body's answers into them. */
function statefulServer(initial: EvaluationDetails) {
  let details = initial;
  const put: FakeHandler = ({ body }) => {
    const sent = body as SkillFormBody;
    details = {
      ...details,
      memo: sent.memo ?? details.memo,
      skills: details.skills.map((skill) => {
        const answer = sent.answers?.find((a) => a.skill_id === skill.id);
        if (!answer) return skill;
        return {
          ...skill,
          answer: {
            skill_id: skill.id,
            rating: (answer.rating as number | null) ?? null,
            not_applicable: answer.not_applicable ?? false,
            comment: answer.comment ?? '',
          },
        };
      }),
    };
    return json(200, details);
  };
  return { get: () => json(200, details), put };
}

async function setup(routes: Record<string, FakeHandler>) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({ ...sessionRoutes(permissionRecord({ user_type: 'user' })), ...routes });
  await loadSession();
  const view = renderWithProviders(
    <Routes>
      <Route path="/evaluate/skill/:id" element={<SkillFormScreen />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route: '/evaluate/skill/1' },
  );
  await screen.findByTestId('skill-form');
  return { fake, ...view };
}

const radio = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

// Forms of real size in jsdom, and the autosave's delay: a slow, busy machine needs room.
describe('the skill evaluation form', () => {
  it('shows every competency with its description, the rating choices, "Not applicable" and the progress', async () => {
    await setup({ [`GET ${PATH}`]: () => json(200, skillDetails()) });
    const teamwork = screen.getByTestId('competency-21');
    expect(teamwork.querySelector('h3')?.textContent).toBe('Teamwork');
    expect(within(teamwork).getByText('Works well with others.')).toBeTruthy();
    const group = screen.getByTestId('competency-rating-21');
    expect(group.getAttribute('role')).toBe('radiogroup');
    expect(group.getAttribute('aria-label')).toBe('Rating of “Teamwork”');
    expect([...group.querySelectorAll('input[type="radio"]')].map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      'Poor (1)',
      'Fair (2)',
      'Good (3)',
      'Very good (4)',
      'Excellent (5)',
      'Not applicable',
    ]);
    // The saved answer of Planning is shown; 1 of 2 is rated.
    expect(radio('rating-22-3').checked).toBe(true);
    expect((screen.getByTestId('comment-22') as HTMLTextAreaElement).value).toBe('Solid');
    expect(screen.getByTestId('skill-progress').textContent).toBe('1 of 2 rated');
    expect(screen.getByText('Would you work with them again?')).toBeTruthy();

    fireEvent.click(radio('rating-21-4'));
    expect(radio('rating-21-4').checked).toBe(true);
    expect(screen.getByTestId('skill-progress').textContent).toBe('2 of 2 rated');
    expect(screen.getByTestId('draft-status').textContent).toBe('Unsaved changes');
  });

  it('saves the draft by itself shortly after a change, sending only what changed; coming back shows it', async () => {
    const server = statefulServer(skillDetails());
    const { fake, router } = await setup({ [`GET ${PATH}`]: server.get, [`PUT ${PATH}`]: server.put });
    fireEvent.click(radio('rating-22-na'));
    await waitFor(() => expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(1), AUTOSAVE_WAIT);
    expect(fake.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({ answers: [{ skill_id: 22, rating: null, not_applicable: true, comment: 'Solid' }], survey: [] });
    await waitFor(() => expect(screen.getByTestId('draft-status').textContent).toBe('Saved'));

    fireEvent.change(screen.getByTestId('comment-21'), { target: { value: 'Helpful' } });
    fireEvent.click(screen.getByTestId('survey-5-0'));
    await waitFor(() => expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(2), AUTOSAVE_WAIT);
    expect(fake.callsTo(`PUT ${PATH}`)[1]!.body).toEqual({
      answers: [{ skill_id: 21, rating: null, not_applicable: false, comment: 'Helpful' }],
      survey: [{ question_id: 5, answer: 'Yes' }],
    });

    // Leave and come back: nothing is lost.
    await act(() => router.navigate('/evaluate'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    await act(() => router.navigate('/evaluate/skill/1'));
    await screen.findByTestId('skill-form');
    expect(radio('rating-22-na').checked).toBe(true);
    expect((screen.getByTestId('comment-21') as HTMLTextAreaElement).value).toBe('Helpful');
  });

  it('shows the server’s answer to an empty "Save draft" as information', async () => {
    const { fake } = await setup({
      [`GET ${PATH}`]: () => json(200, skillDetails()),
      [`PUT ${PATH}`]: () => json(400, { non_field_errors: ['Do not have any changes to save.'] }),
    });
    fireEvent.click(screen.getByTestId('save-draft'));
    expect(await screen.findByText('Do not have any changes to save.')).toBeTruthy();
    expect(fake.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({});
    expect(screen.queryByTestId('form-failure')).toBeNull();
    expect(screen.getByTestId('draft-status').getAttribute('data-status')).not.toBe('failed');
  });

  it('checks before asking: Submit on an incomplete form marks every unrated competency, focuses the first and does not ask', async () => {
    const base = skillDetails();
    const communication = { ...base.skills[0]!, id: 23, name: 'Communication', description: 'Explains clearly.' };
    let details = skillDetails({ skills: [...base.skills, communication] });
    const { fake } = await setup({
      [`GET ${PATH}`]: () => json(200, details),
      [`PUT ${PATH}`]: () => {
        details = { ...details, editable: false, evaluation: { ...details.evaluation, completed: true, completed_at: '2025-05-02T10:00:00.000Z' } };
        return json(200, details);
      },
    });
    fireEvent.click(screen.getByTestId('submit-evaluation'));

    // Teamwork and Communication are not rated: both are marked, Planning (rated) is not.
    expect((await screen.findByTestId('competency-error-21')).textContent).toBe('Rate this competency or mark it not applicable.');
    expect(screen.getByTestId('competency-error-23').textContent).toBe('Rate this competency or mark it not applicable.');
    expect(screen.getByTestId('competency-21').getAttribute('data-invalid')).toBe('true');
    expect(screen.getByTestId('competency-23').getAttribute('data-invalid')).toBe('true');
    expect(screen.queryByTestId('competency-error-22')).toBeNull();
    expect(screen.getByTestId('competency-22').getAttribute('data-invalid')).toBeNull();
    expect(screen.getByTestId('form-failure').textContent).toBe('Some answers need attention: see the marked items.');
    await waitFor(() => expect(screen.getByTestId('competency-21').contains(document.activeElement)).toBe(true));
    // Nothing is asked, nothing is sent.
    expect(screen.queryByTestId('submit-confirm')).toBeNull();
    expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(0);

    // Rating them takes their marks away; now the form is complete: Submit asks, and confirming submits.
    fireEvent.click(radio('rating-21-4'));
    fireEvent.click(radio('rating-23-na'));
    expect(screen.queryByTestId('competency-error-21')).toBeNull();
    expect(screen.queryByTestId('competency-error-23')).toBeNull();
    fireEvent.click(screen.getByTestId('submit-evaluation'));
    const dialog = await screen.findByTestId('submit-confirm');
    expect(within(dialog).getByText('Submit the evaluation?')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect((await screen.findByTestId('form-locked')).textContent).toBe('Submitted on May 2, 2025. The evaluation is read-only.');
    const submitted = fake.callsTo(`PUT ${PATH}`).at(-1)!.body as SkillFormBody;
    expect(submitted.submit).toBe(true);
  });

  it('asks before submitting a complete form, and shows the server’s own field errors at each competency, focusing the first', async () => {
    // The form is complete on screen, but the server refuses (say, the stored answer was removed meanwhile).
    const details = skillDetails();
    const { fake } = await setup({
      [`GET ${PATH}`]: () =>
        json(200, {
          ...details,
          skills: details.skills.map((skill) => ({ ...skill, answer: { skill_id: skill.id, rating: 3, not_applicable: false, comment: '' } })),
        }),
      [`PUT ${PATH}`]: () => json(400, { 'answers.21': ['Rate this competency or mark it not applicable.'] }),
    });
    fireEvent.click(screen.getByTestId('submit-evaluation'));
    const dialog = await screen.findByTestId('submit-confirm');
    expect(within(dialog).getByText('Submit the evaluation?')).toBeTruthy();
    expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('confirm-button'));

    expect((await screen.findByTestId('competency-error-21')).textContent).toBe('Rate this competency or mark it not applicable.');
    expect(fake.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({ submit: true });
    expect(screen.getByTestId('competency-21').getAttribute('data-invalid')).toBe('true');
    expect(screen.queryByTestId('competency-error-22')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('competency-21').contains(document.activeElement)).toBe(true));
    expect(screen.getByTestId('form-failure').textContent).toBe('Some answers need attention: see the marked items.');
    // Nothing was left unsaved: the status does not say "Not saved".
    expect(screen.getByTestId('draft-status').getAttribute('data-status')).not.toBe('failed');

    // Answering the competency takes its error away.
    fireEvent.click(radio('rating-21-5'));
    expect(screen.queryByTestId('competency-error-21')).toBeNull();
  });

  it('submits every change with the submission and turns read-only', async () => {
    let details = skillDetails();
    const { fake } = await setup({
      [`GET ${PATH}`]: () => json(200, details),
      [`PUT ${PATH}`]: () => {
        details = { ...details, editable: false, evaluation: { ...details.evaluation, completed: true, completed_at: '2025-05-02T10:00:00.000Z' } };
        return json(200, details);
      },
    });
    fireEvent.click(radio('rating-21-2'));
    fireEvent.click(screen.getByTestId('submit-evaluation'));
    fireEvent.click(within(await screen.findByTestId('submit-confirm')).getByTestId('confirm-button'));
    expect((await screen.findByTestId('form-locked')).textContent).toBe('Submitted on May 2, 2025. The evaluation is read-only.');
    expect(fake.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({
      answers: [{ skill_id: 21, rating: 2, not_applicable: false, comment: '' }],
      survey: [],
      submit: true,
    });
    expect(screen.queryByTestId('submit-evaluation')).toBeNull();
    expect(radio('rating-21-2').disabled).toBe(true);
  });

  it('is read-only with the reason when the evaluation is locked or completed', async () => {
    const { fake } = await setup({
      [`GET ${PATH}`]: () => json(200, skillDetails({ editable: false, locked_reason: 'The evaluation date must lie between the start and end dates.' })),
    });
    expect(screen.getByTestId('form-locked').textContent).toBe('The evaluation date must lie between the start and end dates.');
    expect(radio('rating-21-1').disabled).toBe(true);
    expect(radio('rating-22-na').disabled).toBe(true);
    expect((screen.getByTestId('comment-22') as HTMLTextAreaElement).readOnly).toBe(true);
    expect((screen.getByTestId('evaluation-memo') as HTMLTextAreaElement).readOnly).toBe(true);
    expect(screen.queryByTestId('save-draft')).toBeNull();
    expect(screen.queryByTestId('submit-evaluation')).toBeNull();
    // The autosave's delay passes on a fake clock, without waiting for it: still nothing sent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(radio('rating-21-1'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    });
    expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(0);
  });

  it('answers another person’s evaluation (404) with the not-found page', async () => {
    storeTokens();
    installFakeApi({
      ...sessionRoutes(permissionRecord({ user_type: 'user' })),
      [`GET ${PATH}`]: () => json(404, { detail: 'Not found any data', code: 'not_found' }),
    });
    await loadSession();
    renderWithProviders(
      <Routes>
        <Route path="/evaluate/skill/:id" element={<SkillFormScreen />} />
      </Routes>,
      { route: '/evaluate/skill/1' },
    );
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
  });
});
