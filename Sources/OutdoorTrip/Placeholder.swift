// Placeholder until the module's first source lands; delete it then.
