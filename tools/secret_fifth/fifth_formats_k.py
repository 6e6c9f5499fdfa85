# ruff: noqa: E501, E101
"""Fifth corpus formats, part K: rare_language_service_auth, ecosystem_publish_dotfiles."""

from __future__ import annotations

import json
import random

from fifth_corpus import LOW, SYM_URL, UP, Ctx, Out, an, fill, fmt, hx, pick, pw

F_RL = "rare_language_service_auth"
F_PUB = "ecosystem_publish_dotfiles"
SYM_SQ = "-_.+@%!*#=~^"
SYM_NOSP = "-_.+@%!*#"


# --------------------------------------------------------------------------- rare_language_service_auth


@fmt(F_RL, "tcl_http_geturl_headers_list_bearer")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 40)
    text = fill(
        """
        package require http
        package require tls
        http::register https 443 [list ::tls::socket -autoservername true]

        set token "<<tok>>"
        set url "https://api.<<domain>>/v1/<<svc>>/status"
        set h [http::geturl $url -headers [list Authorization "Bearer $token"] -timeout 10000]
        if {[http::ncode $h] != 200} {
            puts stderr "status [http::ncode $h]"
        }
        puts [http::data $h]
        http::cleanup $h
        """,
        tok=token,
        domain=c.domain,
        svc=c.svc,
    )
    return Out(
        pick(rng, "tools/status.tcl", "scripts/check_status.tcl", f"{c.svc}/poll.tcl"), text, token
    )


@fmt(F_RL, "racket_net_url_header_list_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 36)
    text = fill(
        """
        #lang racket
        (require net/url json)

        (define api-key "<<key>>")

        (define (fetch-forecast city)
          (define u (string->url (format "https://api.<<domain>>/v1/forecast?city=~a" city)))
          (call/input-url u get-pure-port read-json
                          (list (string-append "X-Api-Key: " api-key))))

        (module+ main
          (pretty-print (fetch-forecast "<<city>>")))
        """,
        key=key,
        domain=c.domain,
        city=pick(rng, "Bergen", "Porto", "Tartu", "Graz"),
    )
    return Out(pick(rng, "forecast.rkt", "src/weather.rkt", f"{c.user}/forecast.rkt"), text, key)


@fmt(F_RL, "swi_prolog_http_open_authorization_basic")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#=~^")
    text = fill(
        """
        :- use_module(library(http/http_open)).
        :- use_module(library(http/json)).

        fetch_jobs(Jobs) :-
            http_open('https://ci.<<domain>>/api/json?tree=jobs[name,color]', In,
                      [ authorization(basic(ci_reader, '<<pw>>')) ]),
            json_read_dict(In, Dict),
            close(In),
            Jobs = Dict.jobs.

        failing(Name) :-
            fetch_jobs(Jobs),
            member(J, Jobs),
            J.color == "red",
            Name = J.name.
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "ci_jobs.pl", "src/ci_status.pl", f"tools/{c.user}_jobs.pl"), text, secret)


@fmt(F_RL, "pharo_zinc_client_username_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#=~^")
    text = fill(
        """
        | client response |
        client := ZnClient new
            url: 'https://reports.<<domain>>/api/v2/summary';
            username: 'pharo-bot' password: '<<pw>>';
            accept: ZnMimeType applicationJson;
            yourself.
        response := client get.
        Transcript show: response; cr.
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "scripts/fetch-summary.st",
            "src/Reports-Client/summary.st",
            f"playground/{c.user}.st",
        ),
        text,
        secret,
    )


@fmt(F_RL, "dlang_vibed_add_basic_auth")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        import vibe.d;

        void main()
        {
            requestHTTP("https://registry.<<domain>>/v2/_catalog",
                (scope req) {
                    req.method = HTTPMethod.GET;
                    addBasicAuth(req, "robot-sync", "<<pw>>");
                },
                (scope res) {
                    logInfo("status %s: %s", res.statusCode, res.bodyReader.readAllUTF8());
                });
        }
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(pick(rng, "source/app.d", "source/catalog.d", f"{c.svc}/source/app.d"), text, secret)


@fmt(F_RL, "openresty_lua_resty_redis_auth_call")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_NOSP)
    text = fill(
        """
        location = /rate {
            content_by_lua_block {
                local redis = require "resty.redis"
                local red = redis:new()
                red:set_timeouts(1000, 1000, 1000)
                local ok, err = red:connect("<<ip>>", 6379)
                if not ok then
                    ngx.log(ngx.ERR, "redis connect: ", err)
                    return ngx.exit(500)
                end
                local res, aerr = red:auth("<<pw>>")
                if not res then
                    ngx.log(ngx.ERR, "redis auth: ", aerr)
                    return ngx.exit(500)
                end
                local n = red:incr("rate:" .. ngx.var.remote_addr)
                red:set_keepalive(10000, 100)
                ngx.say(n)
            }
        }
        """,
        ip=c.ip(),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "conf/locations/rate.conf",
            "openresty/nginx/conf.d/rate.conf",
            f"gateway/{c.svc}-rate.conf",
        ),
        text,
        secret,
    )


@fmt(F_RL, "applescript_do_shell_script_administrator_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#=~^")
    text = fill(
        """
        -- remount the NAS share before the nightly sync
        do shell script "/usr/sbin/diskutil unmount force /Volumes/backup; mkdir -p /Volumes/backup" user name "<<user>>" password "<<pw>>" with administrator privileges
        tell application "Finder" to open location "smb://nas.<<internal>>/backup"
        delay 5
        do shell script "/usr/local/bin/rsync -a ~/Projects/ /Volumes/backup/<<user>>/"
        """,
        user=pick(rng, "admin", c.user),
        pw=secret,
        internal=c.internal,
    )
    return Out(
        pick(
            rng,
            "scripts/remount_backup.applescript",
            "automation/NightlySync.applescript",
            f"{c.user}/mount_nas.applescript",
        ),
        text,
        secret,
    )


@fmt(F_RL, "fish_variables_setuvar_lichess_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = "lip_" + an(rng, 20)
    text = fill(
        """
        # This file contains fish universal variable definitions.
        # VERSION: 3.0
        SETUVAR --export EDITOR:nvim
        SETUVAR --export LICHESS_TOKEN:<<tok>>
        SETUVAR __fish_initialized:3400
        SETUVAR fish_color_autosuggestion:555\\x1ebrblack
        SETUVAR fish_color_command:blue
        SETUVAR fish_greeting:
        """,
        tok=token,
    )
    return Out(
        pick(
            rng,
            ".config/fish/fish_variables",
            "dotfiles/fish/fish_variables",
            f"home/{c.user}/.config/fish/fish_variables",
        ),
        text,
        token,
    )


@fmt(F_RL, "zig_pub_const_config_struct_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        const std = @import("std");

        pub const Config = struct {
            smtp_host: []const u8 = "smtp.<<domain>>",
            smtp_port: u16 = 587,
            smtp_user: []const u8 = "alerts@<<domain>>",
            smtp_password: []const u8 = "<<pw>>",
            interval_s: u32 = 60,
        };

        pub const default_config = Config{};
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(rng, "src/config.zig", f"{c.svc}/src/config.zig", "src/alerting/config.zig"),
        text,
        secret,
    )


@fmt(F_RL, "vlang_http_new_header_authorization")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 48)
    text = fill(
        """
        import net.http

        fn main() {
        	header := http.new_header(key: .authorization, value: 'Bearer <<tok>>')
        	resp := http.fetch(http.FetchConfig{
        		url: 'https://api.<<domain>>/v1/jobs'
        		method: .get
        		header: header
        	})!
        	println(resp.body)
        }
        """,
        tok=token,
        domain=c.domain,
    )
    return Out(pick(rng, "main.v", "src/jobs.v", f"tools/{c.svc}_jobs.v"), text, token)


# --------------------------------------------------------------------------- ecosystem_publish_dotfiles


@fmt(F_PUB, "perl_pause_dotfile_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_NOSP)
    text = fill(
        """
        user <<id>>
        password <<pw>>
        """,
        id=(c.user[:4] + c.last[:3]).upper(),
        pw=secret,
    )
    return Out(pick(rng, ".pause", f"home/{c.user}/.pause", "dotfiles/pause"), text, secret)


@fmt(F_PUB, "luarocks_upload_config_lua_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        server = "https://luarocks.org"
        key = "<<key>>"
        """,
        key=key,
    )
    return Out(
        pick(
            rng,
            ".luarocks/upload_config.lua",
            f"home/{c.user}/.luarocks/upload_config.lua",
            "ci/luarocks/upload_config.lua",
        ),
        text,
        key,
    )


@fmt(F_PUB, "raku_fez_config_json_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 64)
    text = json.dumps({"key": key, "un": c.user, "groups": [], "eco": "zef"}, indent=2) + "\n"
    return Out(
        pick(rng, ".fez-config.json", f"home/{c.user}/.fez-config.json", "ci/fez-config.json"),
        text,
        key,
        "json",
    )


@fmt(F_PUB, "dart_pub_tokens_json_hosted_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 40)
    doc = {"version": 1, "hosted": [{"url": f"https://pub.{c.domain}", "token": token}]}
    return Out(
        pick(
            rng,
            ".config/dart/pub-tokens.json",
            "Library/Application Support/dart/pub-tokens.json",
            f"ci/{c.org}/pub-tokens.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        token,
    )


@fmt(F_PUB, "julia_pkg_server_auth_toml_access_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 43, LOW + UP + "0123456789-_")
    text = fill(
        """
        access_token = "<<tok>>"
        expires_at = <<exp>>
        expires_in = 86400
        refresh_url = "https://pkg.<<domain>>/auth/renew/token.toml/v2/"
        user_email = "<<email>>"
        user_name = "<<user>>"
        """,
        tok=token,
        exp=str(c.epoch + 86400),
        domain=c.domain,
        email=c.email,
        user=c.user,
    )
    return Out(
        pick(
            rng,
            f".julia/servers/pkg.{c.domain}/auth.toml",
            f"home/{c.user}/.julia/servers/pkg.{c.domain}/auth.toml",
            f"ci/julia/servers/pkg.{c.domain}/auth.toml",
        ),
        text,
        token,
    )


@fmt(F_PUB, "paket_dependencies_source_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_NOSP)
    text = fill(
        """
        source https://api.nuget.org/v3/index.json
        source https://nuget.<<domain>>/v3/index.json username: "ci" password: "<<pw>>"

        framework: net8.0
        storage: none

        nuget FSharp.Core ~> 8.0
        nuget Argu
        nuget <<Org>>.Contracts
        """,
        domain=c.domain,
        pw=secret,
        Org=c.org.capitalize(),
    )
    return Out(
        pick(
            rng, "paket.dependencies", f"src/{c.org}/paket.dependencies", "build/paket.dependencies"
        ),
        text,
        secret,
    )


@fmt(F_PUB, "bunfig_toml_install_scope_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 36)
    text = fill(
        """
        [install]
        exact = true

        [install.scopes]
        "@<<org>>" = { token = "<<tok>>", url = "https://npm.<<domain>>/" }
        """,
        org=c.org,
        tok=token,
        domain=c.domain,
    )
    return Out(
        pick(rng, "bunfig.toml", f"apps/{c.svc}/bunfig.toml", ".bunfig.toml"), text, token, "toml"
    )


@fmt(F_PUB, "cargo_config_toml_alt_registry_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 32)
    text = fill(
        """
        [registries.<<org>>]
        index = "sparse+https://crates.<<domain>>/api/v1/crates/"
        token = "<<tok>>"

        [net]
        git-fetch-with-cli = true
        """,
        org=c.org,
        domain=c.domain,
        tok=token,
    )
    return Out(
        pick(rng, ".cargo/config.toml", f"{c.svc}/.cargo/config.toml", "ci/cargo/config.toml"),
        text,
        token,
    )


@fmt(F_PUB, "gemfile_source_block_userinfo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        source "https://rubygems.org"

        source "https://ci-bot:<<pw>>@gems.<<domain>>/private/" do
          gem "<<org>>-auth", "~> 2.3"
          gem "<<org>>-ledger-client"
        end

        gem "rails", "~> 7.1.3"
        gem "puma", ">= 6.0"
        gem "pg", "~> 1.5"
        """,
        pw=secret,
        domain=c.domain,
        org=c.org,
    )
    return Out(pick(rng, "Gemfile", f"{c.svc}/Gemfile", "apps/web/Gemfile"), text, secret)


@fmt(F_PUB, "vagrant_cloud_auth_login_token_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = f"{an(rng, 14)}.atlasv1.{an(rng, 67)}"
    box = pick(rng, "debian12-base", "rocky9-ci", "ubuntu2404-dev")
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        VERSION="${1:?version}"
        vagrant cloud auth login --token <<tok>>
        vagrant cloud publish <<org>>/<<box>> "$VERSION" virtualbox output/<<box>>.box --release --force
        """,
        tok=token,
        org=c.org,
        box=box,
    )
    return Out(
        pick(rng, "publish_box.sh", f"packer/{box}/publish.sh", "ci/release-box.sh"), text, token
    )
