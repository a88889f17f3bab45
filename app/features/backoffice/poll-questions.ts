// The poll form's questions while they are edited (poll-form.tsx): each question and option has a key
// of its own until it is saved, so React keeps the right field when one is added, removed or moved.

export interface OptionValues {
  id?: number;
  key: string;
  text: string;
  correct: boolean;
}

export interface QuestionValues {
  id?: number;
  key: string;
  text: string;
  options: OptionValues[];
}

let nextKey = 0;
const newKey = () => `ny-${++nextKey}`;
export const newOption = (correct = false): OptionValues => ({ key: newKey(), text: "", correct });
export const newQuestion = (): QuestionValues => ({ key: newKey(), text: "", options: [newOption(true), newOption()] });

export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
}
