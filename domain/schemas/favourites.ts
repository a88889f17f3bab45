// The favourites list the API takes (decision 038): the ids as recordId allows them, a bounded count.
import { z } from "zod";
import { FAVOURITES_MAX, FAVOURITES_TOO_MANY } from "../favourites.ts";
import { recordId } from "./fields.ts";

export const favouriteIds = z.array(recordId).max(FAVOURITES_MAX, FAVOURITES_TOO_MANY);
