// One journey pattern for every multi-step task (docs/decisions/042): one question per page, each
// page a GET, answers kept on the server, a check-your-answers page, then a confirmation page.
// This half is pure (no store, no request) so the pages and the tests share it.

/** "?change=1": the question was opened from check-your-answers and goes back there when answered. */
export const CHANGE_PARAM = "change";

export const withChange = (path: string, change: boolean) => (change ? `${path}?${CHANGE_PARAM}=1` : path);

/**
 * The check page's hidden field: a version of the answers it showed. Its post is refused when the
 * answers have changed since (another tab changed them), so nothing is sent that the customer did
 * not see.
 */
export const SHOWN_FIELD = "shown";

/** What a check page says when its answers were changed in another tab since it was drawn. */
export const CHANGED_ELSEWHERE = "This changed in another tab — check again";

/** Whether this request opened a question from check-your-answers. */
export const isChange = (url: string | URL) => new URL(url).searchParams.get(CHANGE_PARAM) === "1";

/**
 * A journey's shape. `urls` names every page, in order, and ends with "check" and "done";
 * `answered` says for each question (check and done aside) whether it has its answer;
 * `skipped` leaves out questions that do not apply to the answers so far.
 */
export type JourneyShape<Step extends string, Answers, Alias extends string = never> = {
  /** The store's name for it ("move", "card-payment"): part of every key. */
  name: string;
  urls: Record<NoInfer<Step> | "check" | "done" | NoInfer<Alias>, string>;
  /**
   * Pages that stand in for a question and are shown whenever it may be: another way to answer it
   * (an address typed in rather than found), or what an answer leads to before the next question
   * ("available" before the move date).
   */
  aliases?: Record<Alias, NoInfer<Step> | "check">;
  answered: Record<Step, (answers: Answers) => boolean>;
  skipped?: (answers: Answers, step: Step) => boolean;
  /** Where "Back" from the first question goes. */
  exit: string;
};

export type Journey<Step extends string, Answers, Alias extends string = never> = JourneyShape<Step, Answers, Alias> & {
  questions: readonly Step[];
  /** The first question without its answer, or "check" when all are answered. */
  firstOpen(answers: Answers): Step | "check";
  /** A question may be shown once every question before it has its answer; check once all have. */
  mayShow(answers: Answers, step: Step | "check" | Alias): boolean;
  /** Where an answer leads: check-your-answers when it was changed from there, else the next open question. */
  next(answers: Answers, change?: boolean): string;
  /** "Back" from a page: check-your-answers for a change, else the previous question that applies. */
  back(answers: Answers, step: Step | "check" | Alias, change?: boolean): string;
  /** The question a page stands for (itself, or what it is an alias of). */
  questionOf(step: Step | "check" | Alias): Step | "check";
};

export function defineJourney<Step extends string, Answers, Alias extends string = never>(
  shape: JourneyShape<Step, Answers, Alias>,
): Journey<Step, Answers, Alias> {
  const questions = Object.keys(shape.answered) as Step[];
  const questionOf = (page: Step | "check" | Alias): Step | "check" =>
    (shape.aliases as Record<string, Step | "check"> | undefined)?.[page] ?? (page as Step | "check");
  const applies = (answers: Answers, step: Step) => !shape.skipped?.(answers, step);
  const firstOpen = (answers: Answers): Step | "check" =>
    questions.find((step) => applies(answers, step) && !shape.answered[step](answers)) ?? "check";
  return {
    ...shape,
    questions,
    firstOpen,
    questionOf,
    mayShow(answers, page) {
      const step = questionOf(page);
      if (step !== "check" && !applies(answers, step)) return false;
      const open = firstOpen(answers);
      if (open === "check") return true;
      return step !== "check" && questions.indexOf(step) <= questions.indexOf(open);
    },
    next(answers, change = false) {
      const open = firstOpen(answers);
      return change && open === "check" ? shape.urls.check : shape.urls[open];
    },
    back(answers, page, change = false) {
      if (change) return shape.urls.check;
      const step = questionOf(page);
      const before = step === "check" ? questions.length : questions.indexOf(step);
      for (let i = before - 1; i >= 0; i--) {
        const previous = questions[i]!;
        if (applies(answers, previous)) return shape.urls[previous];
      }
      return shape.exit;
    },
  };
}
