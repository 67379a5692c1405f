// The signed-in area: dashboard, premium, profile, settings, favourites and messages.
export default {
  messages: {
    handledNotification: {
      title: "Kërkesa juaj u shqyrtua",
      message: '{{owner}} e shënoi si të trajtuar kërkesën tuaj për "{{title}}".',
    },
  },
} as const;
