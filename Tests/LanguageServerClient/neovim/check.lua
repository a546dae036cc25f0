-- Run by test_neovim_07.py after init-0.7.lua: waits for quizc's diagnostics of the buffer
-- (the server publishes a list, empty when the file is clean, for every document it opens),
-- writes them to $QUIZC_NVIM_OUT as "code line:col" lines, or "timeout", and quits.
local published = false
local default = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  default(err, result, ctx, config)
  if result and result.uri == vim.uri_from_bufnr(0) then published = true end
end
local ok = vim.wait(60000, function() return published end, 50)
local lines = {}
if not ok then
  lines = { "timeout" }
else
  for _, d in ipairs(vim.diagnostic.get(0)) do
    table.insert(lines, string.format("%s %d:%d", d.code or d.user_data and d.user_data.lsp.code or "?", d.lnum + 1, d.col + 1))
  end
end
vim.fn.writefile(lines, os.getenv("QUIZC_NVIM_OUT"))
vim.cmd("qa!")
