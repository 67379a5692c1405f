import type sq from "../sq/account";
import type { Translation } from "../types";

const account: Translation<typeof sq> = {
  messages: {
    handledNotification: {
      title: "Ihre Anfrage wurde bearbeitet",
      message: '{{owner}} hat Ihre Anfrage zu „{{title}}" als bearbeitet markiert.',
    },
  },
};

export default account;
