/** Distinct, readable colours: each department's boxes carry one as their top stripe. */
const PALETTE = ['#3778b8', '#2e9e6a', '#c0692b', '#8a4fbf', '#c2417a', '#1f9bb0', '#7c8a1e', '#b5472f', '#4a5fc1', '#8d6e3f'];

export const departmentColor = (departmentId: number) => PALETTE[departmentId % PALETTE.length]!;
