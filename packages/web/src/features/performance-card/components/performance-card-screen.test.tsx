import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PerformanceCard } from '@performa/contracts/api/results';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { ADMIN_CARD, installCardApi, SELF_CARD } from '../testing/card-api.ts';
import { PerformanceCardScreen } from './performance-card-screen.tsx';

const WAIT = { timeout: 10_000 };
const CARD = 'GET /wizard/performance-card/';
const REVIEW = 'POST /main/performance-card-review/';
const USER = { user_type: 'user' } as const;

const renderCard = (employee = 31, period = 2) =>
  renderWithProviders(<PerformanceCardScreen employeeId={employee} periodId={period} />, { route: `/performance-card/${employee}/${period}` });

describe('the performance card (docs/product.md §7.6, §5.6–§5.9)', () => {
  it('shows an admin the person, the company, every round with original and after-calibration score, goals, competencies, parties, memos and the calibration trail', async () => {
    const api = await installCardApi({}, { [CARD]: () => json(200, ADMIN_CARD) });
    renderCard();
    expect((await screen.findByTestId('card-name', {}, WAIT)).textContent).toBe('Leyla Aliyeva');
    expect(api.queries('/wizard/performance-card/')).toEqual(['?employee=31&period=2']);
    expect(screen.getByTestId('card-number').textContent).toBe('E-031');
    expect(screen.getByTestId('card-position').textContent).toBe('Accountant');
    expect(screen.getByTestId('card-department').textContent).toBe('Finance');
    expect(screen.getByTestId('card-manager').textContent).toBe('Kamran Zeynalov');
    expect(within(screen.getByTestId('card-company')).getByAltText('Logo of Acme').getAttribute('src')).toBe('https://files.example.com/acme.png');
    expect(screen.getByTestId('card-company').textContent).toBe('Acme');
    // §4.9, §4.11: the period's score and grade.
    expect(screen.getByTestId('card-period-score').textContent).toBe('72.25');
    expect(screen.getByTestId('card-period-grade').textContent).toBe('Meets');
    // §5.6: admins see the original final score and the after-calibration one.
    expect(screen.getByTestId('card-round-21-goal').textContent).toBe('85.13');
    expect(screen.getByTestId('card-round-21-skill').textContent).toBe('71.50');
    expect(screen.getByTestId('card-round-21-final').textContent).toBe('78.50');
    expect(screen.getByTestId('card-round-21-calibrated').textContent).toBe('82.00');
    expect(screen.getByTestId('card-round-21-grade').textContent).toBe('Exceeds');
    expect(screen.getByTestId('card-round-22-calibrated').textContent).toBe('—');
    expect(screen.getByTestId('card-round-22-state').textContent).toBe('Calibration pending');
    expect(screen.getByTestId('card-round-21-completeness').textContent).toBe('Completed evaluations: competencies 3 of 4, goals 1 of 1');
    // Goals: a numerical goal, a scale goal with a lower-is-better sub goal.
    expect(screen.getByTestId('card-goal-41').textContent).toBe('RevenueFinance · Higher is betterH160 %100110110.00');
    expect(screen.getByTestId('card-goal-42').textContent).toBe('QualityFive levelsEvery round40 %—480.00');
    expect(screen.getByTestId('card-sub-goal-51').textContent).toBe('Fewer errorsSub goal · Lower is better100 %54100.00');
    // Competencies against norms, per round, with the gap.
    expect(screen.getByTestId('card-skills-chart').getAttribute('aria-label')).toBe('Competency scores of each round against the norm');
    expect(screen.getByTestId('card-skill-61').textContent).toBe('Teamwork4 (80.00)75.0085.56-5.00+5.56');
    expect(screen.getByTestId('card-skill-62-22').textContent).toBe('—');
    // Parties with their weight; no "others" for an admin.
    expect(screen.getByTestId('card-party-21-coworker').textContent).toBe('Coworkers270.0030 %');
    expect(screen.queryByTestId('card-parties-others')).toBeNull();
    expect(screen.getByTestId('card-memo-21-1').textContent).toBe('Always helps.Coworkers · Nigar Hasanova');
    // §5.7: the calibration trail.
    expect(screen.getByTestId('card-calibration-901-change').textContent).toBe('computed → 82.00');
    expect(screen.getByTestId('card-calibration-901-original').textContent).toBe('Original final score: 78.50');
    expect(screen.getByTestId('card-calibration-902-change').textContent).toBe('computed → results high · behaviour medium');
    expect(screen.getByTestId('card-calibration').textContent).toContain('Reason: Led the audit alone.');
    // Only the employee acknowledges.
    expect(screen.queryByTestId('card-acknowledge')).toBeNull();
  });

  it('shows the employee one final score, a hidden round as "published after calibration", merged parties and no trail', async () => {
    await installCardApi(USER, { [CARD]: () => json(200, SELF_CARD) });
    renderCard();
    expect((await screen.findByTestId('card-round-21-final', {}, WAIT)).textContent).toBe('82.00');
    expect(screen.queryByTestId('card-round-21-calibrated')).toBeNull();
    expect(screen.getByTestId('card-round-22-hidden').textContent).toBe('Results are published after calibration');
    expect(screen.queryByTestId('card-round-22-final')).toBeNull();
    expect(screen.getByTestId('card-round-21-state').textContent).toMatch(/^Released on /);
    // Only the visible round in the competency table and the party means.
    expect(screen.getByTestId('card-skill-61').textContent).toBe('Teamwork4 (80.00)75.00-5.00');
    expect(screen.queryByTestId('card-parties-22')).toBeNull();
    // §5.9: small parties merged into "Others", explained; coworkers' memos without names.
    expect(screen.getByTestId('card-party-21-others').textContent).toBe('Others373.3380 %');
    expect(screen.getByTestId('card-parties-others').textContent).toContain('count together as “Others” (in the score too)');
    expect(screen.getByTestId('card-memo-21-1').textContent).toBe('Always helps.Others · Anonymous');
    // An answer's comment names its competency, never its author.
    expect(screen.getByTestId('card-memo-21-2').textContent).toBe('Shares what she knows.Others · Anonymous · Teamwork');
    expect(screen.queryByTestId('card-calibration')).toBeNull();
  });

  it('says that a round without evaluations of the person has none: no "calibration pending", no hidden result, no table of zeros', async () => {
    const [h1, h2] = ADMIN_CARD.rounds;
    const empty = (r: typeof h2) => ({
      ...r!,
      round: { ...r!.round, released_at: null, visible: false },
      goal_overall: null,
      skill_overall: null,
      final_score: null,
      after_calibration_score: null,
      grade: null,
      skill_done: 0,
      skill_total: 0,
      goal_done: 0,
      goal_total: 0,
      parties: (['manager', 'coworker', 'self'] as const).map((party) => ({ party, evaluators: 0, mean: null, weight: null, counted_as: party })),
    });
    // As the employee sees it (the round is not visible to them) and as an admin sees it (visible, all zero).
    for (const [caller, round] of [
      [USER, empty(h2)],
      [{}, { ...empty(h2), round: { ...empty(h2).round, visible: true } }],
    ] as const) {
      const card: PerformanceCard = { ...(caller === USER ? SELF_CARD : ADMIN_CARD), rounds: [h1!, round] };
      await installCardApi(caller, { [CARD]: () => json(200, card) });
      const { unmount } = renderCard();
      expect((await screen.findByTestId('card-round-22-state', {}, WAIT)).textContent).toBe('No evaluations');
      expect(screen.getByTestId('card-round-22-no-evaluations').textContent).toBe('There were no evaluations of this person in this round: it has no result.');
      expect(screen.queryByTestId('card-round-22-hidden')).toBeNull();
      expect(screen.queryByTestId('card-round-22-final')).toBeNull();
      expect(screen.queryByTestId('card-parties-22')).toBeNull();
      expect(screen.getByTestId('card-round-21-state').textContent).toMatch(/^Released on /);
      unmount();
    }
  });

  it('tells an admin which parties count pooled as Others and which are left out to keep peers anonymous (§5.9)', async () => {
    const [h1, ...rest] = ADMIN_CARD.rounds;
    const pooled: PerformanceCard = {
      ...ADMIN_CARD,
      rounds: [
        {
          ...h1!,
          parties: [
            { party: 'manager', evaluators: 1, mean: 80, weight: 0.6, counted_as: 'manager' },
            { party: 'coworker', evaluators: 1, mean: 70, weight: 0.3, counted_as: 'others' },
            { party: 'subworker', evaluators: 1, mean: 40, weight: 0.1, counted_as: 'others' },
          ],
        },
        { ...rest[0]!, parties: [{ party: 'coworker', evaluators: 1, mean: 65, weight: null, counted_as: null }] },
      ],
    };
    await installCardApi({}, { [CARD]: () => json(200, pooled) });
    renderCard();
    expect((await screen.findByTestId('card-party-21-coworker', {}, WAIT)).textContent).toBe('Coworkerscounted in Others170.0030 %');
    expect(screen.getByTestId('card-party-21-manager').textContent).toBe('Manager180.0060 %');
    expect(screen.getByTestId('card-party-22-coworker').textContent).toBe('Coworkersnot counted: too few to stay anonymous165.00—');
    expect(screen.getByTestId('card-parties-others')).toBeTruthy();
  });

  it('lets the employee acknowledge the card once, and anyone comment (a comment is required)', async () => {
    let reviews = SELF_CARD.reviews;
    const api = await installCardApi(USER, {
      [CARD]: () => json(200, { ...SELF_CARD, reviews }),
      [REVIEW]: (request) => {
        const body = request.body as { acknowledged?: boolean; comment: string };
        if (body.comment === 'Late') return json(409, { detail: 'The card can not be reviewed yet.', code: 'conflict' });
        const review = {
          id: reviews.length + 1,
          author: 'Leyla Aliyeva',
          author_role: 'self',
          acknowledged: body.acknowledged ?? false,
          comment: body.comment,
          created_at: '2026-07-11T08:00:00.000Z',
        } as const;
        reviews = [...reviews, review];
        return json(201, review);
      },
    });
    renderCard();
    fireEvent.click(await screen.findByTestId('card-acknowledge', {}, WAIT));
    expect(await screen.findByText('You acknowledged your performance card.')).toBeTruthy();
    expect(api.callsTo(REVIEW)[0]!.body).toEqual({ employee: 31, period: 2, acknowledged: true, comment: '' });
    expect(await screen.findByTestId('card-review-1-acknowledged')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('card-acknowledge')).toBeNull());

    fireEvent.click(screen.getByTestId('card-review-send'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(api.callsTo(REVIEW)).toHaveLength(1);
    fireEvent.change(screen.getByTestId('card-review-comment'), { target: { value: 'Late' } });
    fireEvent.click(screen.getByTestId('card-review-send'));
    expect((await screen.findByTestId('card-review-error')).textContent).toBe('The card can not be reviewed yet.');
    fireEvent.change(screen.getByTestId('card-review-comment'), { target: { value: '  Thanks for the feedback.  ' } });
    fireEvent.click(screen.getByTestId('card-review-send'));
    expect(await screen.findByText('The comment was added.')).toBeTruthy();
    expect(api.callsTo(REVIEW)[2]!.body).toEqual({ employee: 31, period: 2, comment: 'Thanks for the feedback.' });
    expect((await screen.findByTestId('card-review-2')).textContent).toContain('Thanks for the feedback.');
  });

  it('lets the manager comment but not acknowledge; the employee acknowledges only once a round is visible', async () => {
    const hidden = SELF_CARD.rounds.map((r) => ({ ...r, round: { ...r.round, visible: false } }));
    let card: PerformanceCard = { ...SELF_CARD, viewer: 'manager' };
    await installCardApi(USER, { [CARD]: () => json(200, card) });
    const { unmount } = renderCard();
    expect(await screen.findByTestId('card-review-send', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('card-acknowledge')).toBeNull();
    unmount();
    card = { ...SELF_CARD, rounds: hidden, period_score: null, period_grade: null };
    renderCard();
    expect((await screen.findByTestId('card-round-21-hidden', {}, WAIT)).textContent).toBe('Results are published after calibration');
    expect(screen.getByTestId('card-period-score').textContent).toBe('—');
    expect(screen.queryByTestId('card-acknowledge')).toBeNull();
  });

  it('downloads the server’s PDF of the card, prints, and moves to another period', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:card');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const api = await installCardApi(
      {},
      {
        [CARD]: () => json(200, ADMIN_CARD),
        'GET /wizard/performance-card/pdf/': () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="card-31-2026.pdf"' },
          }),
      },
    );
    renderCard();
    fireEvent.click(await screen.findByTestId('card-pdf', {}, WAIT));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.queries('/wizard/performance-card/pdf/')).toEqual(['?employee=31&period=2']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('card-31-2026.pdf');
    fireEvent.click(screen.getByTestId('card-print'));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByTestId('card-period-picker'));
    fireEvent.click(await screen.findByTestId('card-period-picker-option-1'));
    expect(screen.getByTestId('location').textContent).toBe('/performance-card/31/1');
  });

  it('shows "not found" when the server refuses the caller (404: neither admin, the employee nor their manager)', async () => {
    await installCardApi(USER, { [CARD]: () => json(404, { detail: 'Not found any data', code: 'not_found' }) });
    renderCard(40, 2);
    const page = await screen.findByTestId('card-not-found', {}, WAIT);
    expect(within(page).getByRole('heading').textContent).toBe('Not found any data');
    expect(screen.queryByTestId('card-pdf')).toBeNull();
  });

  it('speaks Azerbaijani and Russian on a 390 px screen', async () => {
    setScreenWidth(390);
    await installCardApi(USER, { [CARD]: () => json(200, SELF_CARD) });
    await i18n.changeLanguage('az');
    const { unmount } = renderCard();
    expect((await screen.findByTestId('card-round-22-hidden', {}, WAIT)).textContent).toBe('Nəticələr kalibrləmədən sonra dərc olunur');
    expect(screen.getByTestId('page-title').textContent).toBe('Performans kartı');
    expect(screen.getByTestId('card-pdf').textContent).toBe('PDF yüklə');
    expect(screen.getByTestId('card-party-21-others').textContent).toContain('Digərləri');
    // The norm as typed on its scale, the score it counts as beside it, in the reader's separators.
    expect(screen.getByTestId('card-skill-61').textContent).toBe('Teamwork4 (80,00)75,00-5,00');
    unmount();
    await i18n.changeLanguage('ru');
    renderCard();
    expect((await screen.findByTestId('card-round-22-hidden', {}, WAIT)).textContent).toBe('Результаты публикуются после калибровки');
    expect(screen.getByTestId('page-title').textContent).toBe('Карта эффективности');
    expect(screen.getByTestId('card-acknowledge').textContent).toBe('Ознакомлен(а)');
  });
});
