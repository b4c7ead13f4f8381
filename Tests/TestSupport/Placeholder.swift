// Placeholder until the first helper lands; delete it then.
