// "Change your energy contract" (/home/energy-contract) as a zod schema: used by the action, and
// loaded by the browser when the form is first touched (docs/screens.md "Forms").

import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";

const CHOOSE_CONTRACT_MESSAGE = "Select the contract you want";

export const chooseContractSchema = z.object({
  contractCode: z.string({ error: CHOOSE_CONTRACT_MESSAGE }).trim().min(1, CHOOSE_CONTRACT_MESSAGE).max(64),
});

export const validateChooseContract = (formData: FormData) => parseWithZod(formData, { schema: chooseContractSchema });
export type ChooseContractFields = z.input<typeof chooseContractSchema>;
