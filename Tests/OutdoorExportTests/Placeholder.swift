// Placeholder until the first tests land; delete it then.
