-- quizc's language server in Neovim 0.7 (Debian 12's neovim 0.7.2), which has neither
-- vim.lsp.config (0.11) nor vim.lsp.start (0.8): one client for the session, started on
-- the first YAML buffer, and every YAML buffer attached to it. docs/editors.md shows this
-- file; Tests/LanguageServerClient/test_neovim_07.py runs it headless against quizc.
local quizc = os.getenv("QUIZC") or "quizc"
local client_id = nil

vim.api.nvim_create_autocmd("FileType", {
  pattern = "yaml",
  callback = function(args)
    if client_id == nil or vim.lsp.get_client_by_id(client_id) == nil then
      client_id = vim.lsp.start_client({
        name = "quizc",
        cmd = { quizc, "lsp" },
        root_dir = vim.fn.getcwd(),
      })
    end
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})
