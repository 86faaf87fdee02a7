package teams

import "arbiter/model"

// breach is one broken rule, as a message.
type breach struct{ msg model.Text }
