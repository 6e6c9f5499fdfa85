"""Fifth corpus formats, part D: editor_workspace_configs."""

from __future__ import annotations

import json
import random

from fifth_corpus import SYM_ANY, Ctx, Out, an, b64u, fill, fmt, jwt, pick, pw, uid

F_ED = "editor_workspace_configs"


@fmt(F_ED, "vscode_rest_client_environment_variables_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = jwt(
        rng,
        {
            "sub": f"svc-{c.svc}",
            "aud": f"api.{c.domain}",
            "scope": "read write",
            "iat": c.epoch,
            "exp": c.epoch + 31536000,
        },
    )
    doc = {
        "editor.formatOnSave": True,
        "files.exclude": {"**/__pycache__": True},
        "rest-client.environmentVariables": {
            "$shared": {"version": "v2"},
            "local": {"baseUrl": "http://localhost:8080", "token": ""},
            "staging": {"baseUrl": f"https://staging-api.{c.domain}", "token": token},
        },
    }
    return Out(
        pick(
            rng,
            ".vscode/settings.json",
            f"{c.svc}/.vscode/settings.json",
            "api/.vscode/settings.json",
        ),
        json.dumps(doc, indent=4) + "\n",
        token,
    )


@fmt(F_ED, "vscode_sftp_json_upload_on_save_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ANY)
    doc = {
        "name": pick(rng, "staging", "shared-hosting", "legacy-web"),
        "host": c.host("web"),
        "protocol": "sftp",
        "port": 22,
        "username": pick(rng, "deploy", "www-data", c.user),
        "password": secret,
        "remotePath": f"/var/www/{c.org}",
        "uploadOnSave": True,
        "ignore": [".vscode", ".git", "node_modules", ".DS_Store"],
    }
    return Out(
        pick(
            rng, ".vscode/sftp.json", f"sites/{c.org}/.vscode/sftp.json", "theme/.vscode/sftp.json"
        ),
        json.dumps(doc, indent=4) + "\n",
        secret,
    )


@fmt(F_ED, "neovim_codecompanion_adapter_env_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        return {
          "olimorris/codecompanion.nvim",
          dependencies = { "nvim-lua/plenary.nvim", "nvim-treesitter/nvim-treesitter" },
          config = function()
            require("codecompanion").setup({
              adapters = {
                deepinfra = function()
                  return require("codecompanion.adapters").extend("openai_compatible", {
                    env = {
                      url = "https://api.deepinfra.com",
                      api_key = "<<key>>",
                      chat_url = "/v1/openai/chat/completions",
                    },
                    schema = { model = { default = "<<model>>" } },
                  })
                end,
              },
              strategies = { chat = { adapter = "deepinfra" }, inline = { adapter = "deepinfra" } },
            })
          end,
        }
        """,
        key=key,
        model=pick(
            rng, "meta-llama/Meta-Llama-3.1-70B-Instruct", "Qwen/Qwen2.5-Coder-32B-Instruct"
        ),
    )
    return Out(
        pick(
            rng,
            ".config/nvim/lua/plugins/ai.lua",
            "nvim/lua/plugins/codecompanion.lua",
            f"dotfiles/{c.user}/nvim/lua/plugins/llm.lua",
        ),
        text,
        key,
    )


@fmt(F_ED, "emacs_authinfo_machine_port_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*")
    text = fill(
        """
        machine mail.<<domain>> login <<email>> port imaps password <<pw>>
        machine mail.<<domain>> login <<email>> port 587 password <<pw>>
        """,
        domain=c.domain,
        email=c.email,
        pw=secret,
    )
    return Out(
        pick(rng, ".authinfo", "dotfiles/emacs/authinfo", f"home/{c.user}/.authinfo"), text, secret
    )


@fmt(F_ED, "zed_settings_context_server_env_axiom_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "xaat-" + uid(rng)
    doc = {
        "theme": pick(rng, "One Dark", "Ayu Dark", "Gruvbox Dark"),
        "buffer_font_size": rng.choice([13, 14, 15]),
        "vim_mode": rng.choice([True, False]),
        "context_servers": {
            "axiom": {
                "command": {
                    "path": "npx",
                    "args": ["-y", "mcp-server-axiom"],
                    "env": {"AXIOM_TOKEN": token, "AXIOM_ORG_ID": f"{c.org}-{an(rng, 4).lower()}"},
                }
            }
        },
    }
    return Out(
        pick(
            rng,
            ".config/zed/settings.json",
            "dotfiles/zed/settings.json",
            f"{c.user}/zed/settings.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        token,
    )


@fmt(F_ED, "helix_languages_toml_lsp_ai_auth_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "sk_" + b64u(rng, 32)
    text = fill(
        """
        [language-server.lsp-ai]
        command = "lsp-ai"

        [language-server.lsp-ai.config.memory]
        file_store = {}

        [language-server.lsp-ai.config.models.model1]
        type = "open_ai"
        chat_endpoint = "https://api.novita.ai/v3/openai/chat/completions"
        model = "<<model>>"
        auth_token = "<<tok>>"

        [[language]]
        name = "python"
        language-servers = ["pyright", "lsp-ai"]

        [[language]]
        name = "rust"
        language-servers = ["rust-analyzer", "lsp-ai"]
        """,
        model=pick(rng, "qwen/qwen-2.5-72b-instruct", "meta-llama/llama-3.1-70b-instruct"),
        tok=token,
    )
    return Out(
        pick(
            rng,
            ".config/helix/languages.toml",
            "dotfiles/helix/languages.toml",
            f"{c.user}/helix/languages.toml",
        ),
        text,
        token,
    )


@fmt(F_ED, "espanso_match_yml_replace_expansion")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ANY)
    text = fill(
        """
        matches:
          - trigger: ":date"
            replace: "{{mydate}}"
            vars:
              - name: mydate
                type: date
                params:
                  format: "%Y-%m-%d"
          - trigger: ":sig"
            replace: "Best regards,\\n<<full>>"
          - trigger: ":<<trig>>"
            replace: "<<pw>>"
          - trigger: ":mail"
            replace: "<<email>>"
        """,
        full=c.full,
        trig=pick(rng, "vpnpw", "dbpass", "adm", "wifi"),
        pw=secret,
        email=c.email,
    )
    return Out(
        pick(
            rng,
            ".config/espanso/match/base.yml",
            "espanso/match/personal.yml",
            f"dotfiles/{c.user}/espanso/match/base.yml",
        ),
        text,
        secret,
    )


@fmt(F_ED, "autohotkey_hotstring_credential_expansion")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.@%")
    text = fill(
        """
        #Requires AutoHotkey v2.0
        #SingleInstance Force

        ; text expansions
        ::@@sig::Kind regards,{Enter}<<full>>
        ::@@mail::<<email>>
        ::]<<trig>>::<<pw>>

        ^!j::Run "C:\\Tools\\jira.exe"
        ^!t::Run "wt.exe"
        """,
        full=c.full,
        email=c.email,
        trig=pick(rng, "dbpw", "sapw", "vpn", "erp"),
        pw=secret,
    )
    return Out(
        pick(
            rng, "hotstrings.ahk", f"ahk/{c.user}_expansions.ahk", "Documents/AutoHotkey/work.ahk"
        ),
        text,
        secret,
    )


@fmt(F_ED, "atom_remote_ftp_ftpconfig_json_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ANY)
    doc = {
        "protocol": "ftp",
        "host": f"ftp.{c.domain}",
        "port": 21,
        "user": pick(rng, "webuser", c.org, f"{c.user}@{c.domain}"),
        "pass": secret,
        "promptForPass": False,
        "remote": "/public_html",
        "local": "",
        "secure": True,
        "secureOptions": None,
        "connTimeout": 10000,
        "pasvTimeout": 10000,
        "keepalive": 10000,
        "watch": [],
        "watchTimeout": 500,
    }
    return Out(
        pick(rng, ".ftpconfig", f"sites/{c.org}/.ftpconfig", "wp-content/themes/custom/.ftpconfig"),
        json.dumps(doc, indent=4) + "\n",
        secret,
        "json",
    )
