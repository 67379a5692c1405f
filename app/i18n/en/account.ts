import type sq from "../sq/account";
import type { Translation } from "../types";

const account: Translation<typeof sq> = {
  messages: {
    handledNotification: {
      title: "Your request was handled",
      message: '{{owner}} marked your request about "{{title}}" as handled.',
    },
  },
};

export default account;
