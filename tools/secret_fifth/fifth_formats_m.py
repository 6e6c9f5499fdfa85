# ruff: noqa: E501
"""Fifth corpus formats, part M: forge_gaming_hobby_keys, key_material_wrappers."""

from __future__ import annotations

import base64
import json
import random

from fifth_corpus import (
    B64URL,
    Ctx,
    Out,
    an,
    b64u,
    ec_pkcs8_der,
    ec_sec1_der,
    ed25519_pkcs8_der,
    fill,
    fmt,
    hx,
    pem,
    pick,
    rsa_parts,
    rsa_pkcs1_der,
    rsa_pkcs8_der,
    uid,
)

F_FG = "forge_gaming_hobby_keys"
F_KW = "key_material_wrappers"


# --------------------------------------------------------------------------- forge_gaming_hobby_keys


@fmt(F_FG, "riot_games_x_riot_token_header_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "RGAPI-" + uid(rng)
    text = fill(
        """
        import requests

        HEADERS = {"X-Riot-Token": "<<key>>"}
        REGION = "<<region>>"


        def account(game_name: str, tag: str) -> dict:
            url = f"https://{REGION}.api.riotgames.com/riot/account/v1/accounts/by-riot-id/{game_name}/{tag}"
            return requests.get(url, headers=HEADERS, timeout=10).json()
        """,
        key=key,
        region=pick(rng, "europe", "americas", "asia"),
    )
    return Out(
        pick(rng, "bot/riot.py", "src/league_stats/api.py", f"{c.user}/riot_lookup.py"), text, key
    )


@fmt(F_FG, "gitea_tea_cli_config_yml_login_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    text = fill(
        """
        logins:
        - name: git.<<domain>>
          url: https://git.<<domain>>
          token: <<tok>>
          default: true
          ssh_host: git.<<domain>>
          ssh_key: ""
          insecure: false
          user: <<user>>
        preferences:
          editor: false
          flag_defaults:
            remote: ""
        """,
        domain=c.domain,
        tok=token,
        user=c.user,
    )
    return Out(
        pick(
            rng,
            ".config/tea/config.yml",
            "dotfiles/tea/config.yml",
            f"home/{c.user}/.config/tea/config.yml",
        ),
        text,
        token,
    )


@fmt(F_FG, "sourcehut_hut_config_access_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = base64.b64encode(rng.randbytes(rng.choice([72, 81, 90]))).decode().rstrip("=")
    text = fill(
        """
        instance "sr.ht" {
            access-token "<<tok>>"
        }
        """,
        tok=token,
    )
    return Out(
        pick(rng, ".config/hut/config", "dotfiles/hut/config", f"home/{c.user}/.config/hut/config"),
        text,
        token,
    )


@fmt(F_FG, "gerrit_gitcookies_netscape_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    value = "1//0" + an(rng, 64, B64URL)
    host = f"review.{c.domain}"
    text = f"# HTTP Cookie File\n{host}\tFALSE\t/\tTRUE\t2147483647\to\tgit-{c.user}.{c.domain}={value}\n"
    return Out(
        pick(rng, ".gitcookies", f"home/{c.user}/.gitcookies", "dotfiles/gitcookies"), text, value
    )


@fmt(F_FG, "lastfm_pylast_network_api_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 32)
    text = fill(
        """
        import pylast

        API_KEY = "<<key>>"
        API_SECRET = "<<secret>>"

        network = pylast.LastFMNetwork(api_key=API_KEY, api_secret=API_SECRET)
        user = network.get_user("<<user>>")
        for item in user.get_top_tracks(period=pylast.PERIOD_7DAYS, limit=10):
            print(item.item, item.weight)
        """,
        key=hx(rng, 32),
        secret=secret,
        user=c.user,
    )
    return Out(
        pick(rng, "scrobbles/top_tracks.py", "lastfm_stats.py", f"{c.user}/music/lastfm.py"),
        text,
        secret,
    )


@fmt(F_FG, "discogs_client_user_token_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 40)
    text = fill(
        """
        import discogs_client

        d = discogs_client.Client("<<app>>/1.0", user_token="<<tok>>")
        me = d.identity()
        for item in me.collection_folders[0].releases:
            print(item.release.title, item.release.year)
        """,
        app=pick(rng, "CrateDigger", "VinylShelf", "CollectionSync"),
        tok=token,
    )
    return Out(
        pick(rng, "collection.py", "src/discogs_sync.py", f"{c.user}/vinyl/export.py"), text, token
    )


@fmt(F_FG, "strava_oauth_refresh_client_secret_requests")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 40)
    text = fill(
        """
        import json
        import pathlib

        import requests

        TOKENS = pathlib.Path("~/.strava_tokens.json").expanduser()


        def refresh():
            old = json.loads(TOKENS.read_text())
            r = requests.post(
                "https://www.strava.com/oauth/token",
                data={
                    "client_id": "<<cid>>",
                    "client_secret": "<<secret>>",
                    "grant_type": "refresh_token",
                    "refresh_token": old["refresh_token"],
                },
                timeout=20,
            )
            TOKENS.write_text(r.text)
        """,
        cid=str(rng.randint(10000, 199999)),
        secret=secret,
    )
    return Out(
        pick(rng, "strava/refresh.py", "activities/auth.py", f"{c.user}/strava_sync.py"),
        text,
        secret,
    )


@fmt(F_FG, "nasa_api_key_js_const_apod_url")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 40)
    text = fill(
        """
        const NASA_KEY = "<<key>>";

        export async function pictureOfTheDay(date) {
          const url = `https://api.nasa.gov/planetary/apod?api_key=${NASA_KEY}&date=${date}`;
          const res = await fetch(url);
          return res.json();
        }
        """,
        key=key,
    )
    return Out(
        pick(rng, "src/apod.js", "widgets/space/apod.mjs", f"{c.user}-homepage/apod.js"), text, key
    )


# --------------------------------------------------------------------------- key_material_wrappers


@fmt(F_KW, "go_raw_string_rsa_pkcs1_pem")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pem("RSA PRIVATE KEY", rsa_pkcs1_der(rsa_parts(rng, rng.choice([1024, 2048]))))
    text = fill(
        """
        package signer

        // signingKey signs webhook payloads sent to partners.
        const signingKey = `<<key>>`
        """,
        key=key,
    )
    return Out(
        pick(
            rng, "internal/signer/key.go", f"{c.svc}/signer/keys.go", "pkg/webhooks/signing_key.go"
        ),
        text,
        key,
    )


@fmt(F_KW, "csharp_verbatim_string_ec_sec1_pem")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pem("EC PRIVATE KEY", ec_sec1_der(rng))
    text = fill(
        """
        namespace <<Org>>.Auth;

        internal static class Keys
        {
            internal const string TokenSigningKey = @"<<key>>";
        }
        """,
        Org=c.org.capitalize(),
        key=key,
    )
    return Out(
        pick(
            rng,
            "src/Auth/Keys.cs",
            f"{c.org.capitalize()}.Auth/Keys.cs",
            "Services/Token/SigningKeys.cs",
        ),
        text,
        key,
    )


@fmt(F_KW, "php_nowdoc_ed25519_pkcs8_pem")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pem("PRIVATE KEY", ed25519_pkcs8_der(rng))
    text = fill(
        """
        <?php

        return [
            'issuer' => 'https://id.<<domain>>',
            'ttl' => 3600,
            'private_key' => <<<'KEY'
        <<key>>
        KEY,
        ];
        """,
        domain=c.domain,
        key=key,
    )
    return Out(
        pick(rng, "config/jwt.php", "app/config/signing.php", f"{c.svc}/config/jwt.php"), text, key
    )


@fmt(F_KW, "lua_long_bracket_rsa_pkcs8_pem")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pem("PRIVATE KEY", rsa_pkcs8_der(rng, 2048))
    text = fill(
        """
        local M = {}

        M.issuer = "https://gw.<<domain>>"
        M.private_key = [[
        <<key>>]]

        return M
        """,
        domain=c.domain,
        key=key,
    )
    return Out(
        pick(
            rng,
            "lua/jwt_keys.lua",
            f"kong/plugins/{c.svc}-auth/keys.lua",
            "gateway/lua/signing.lua",
        ),
        text,
        key,
    )


@fmt(F_KW, "dotenv_multiline_quoted_ec_pkcs8_pem")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pem("PRIVATE KEY", ec_pkcs8_der(rng))
    text = fill(
        """
        APP_ENV=production
        JWT_ISSUER=https://auth.<<domain>>
        JWT_PRIVATE_KEY="<<key>>"
        REDIS_URL=redis://cache:6379/0
        """,
        domain=c.domain,
        key=key,
    )
    return Out(pick(rng, ".env.production", f"deploy/{c.svc}.env", "config/prod.env"), text, key)


@fmt(F_KW, "dotnet_rsa_key_value_xml_private_exponent")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    parts = rsa_parts(rng, 2048)

    def b(k: str) -> str:
        return base64.b64encode(parts[k]).decode()

    d = b("d")
    text = (
        f"<RSAKeyValue><Modulus>{b('n')}</Modulus><Exponent>AQAB</Exponent><P>{b('p')}</P><Q>{b('q')}</Q>"
        f"<DP>{b('dp')}</DP><DQ>{b('dq')}</DQ><InverseQ>{b('qi')}</InverseQ><D>{d}</D></RSAKeyValue>\n"
    )
    return Out(
        pick(
            rng,
            "App_Data/license-signing.xml",
            f"{c.org.capitalize()}.Licensing/keys/private.xml",
            "keys/rsa_private.xml",
        ),
        text,
        d,
    )


@fmt(F_KW, "ruby_dash_heredoc_constant_ec_pem")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pem("EC PRIVATE KEY", ec_sec1_der(rng))
    text = fill(
        """
        module <<Org>>
          module Push
            APNS_TEAM_ID = "<<team>>"
            APNS_KEY = <<-PEM
        <<key>>
        PEM
          end
        end
        """,
        Org=c.org.capitalize(),
        team=an(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
        key=key,
    )
    return Out(
        pick(
            rng,
            "config/initializers/apns_key.rb",
            f"lib/{c.org}/push/key.rb",
            "app/services/push_keys.rb",
        ),
        text,
        key,
    )


@fmt(F_KW, "jwks_json_oct_symmetric_k_member")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    k = b64u(rng, 32)
    doc = {
        "keys": [{"kty": "oct", "kid": f"{c.svc}-{c.date}", "use": "sig", "alg": "HS256", "k": k}]
    }
    return Out(
        pick(rng, "config/jwks.json", f"{c.svc}/keys/hmac-jwks.json", "secrets/jwks.json"),
        json.dumps(doc, indent=2) + "\n",
        k,
    )
