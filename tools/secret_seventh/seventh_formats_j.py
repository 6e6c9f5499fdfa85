"""Legal, e-signature and e-discovery: DocuSign, Clio, Relativity, iManage, Dropbox Sign,
PandaDoc, Adobe Acrobat Sign, Documenso."""

from __future__ import annotations

import json
import random

from seventh_corpus import (
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    rsa_pkcs1_pem,
    uid,
    words_pw,
)

FAM = "legal_esign_ediscovery"


@fmt(FAM, "docusign_jwt_config_js_template_literal_rsa_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = rsa_pkcs1_pem(rng, pick(rng, 2048, 2048, 1024))
    text = fill(
        """
        // DocuSign JWT grant settings for the engagement-letter service
        module.exports = {
          dsJWTClientId: '<<cid>>',
          impersonatedUserGuid: '<<guid>>',
          dsOauthServer: 'https://account.docusign.com',
          privateKey: `<<key>>`,
          targetAccountId: false,
        };
        """,
        cid=uid(rng),
        guid=uid(rng),
        key=key,
    )
    path = pick(
        rng, "config/jwtConfig.js", "docusign/jwt.config.js", f"{c.slug}-esign/jwtConfig.js"
    )
    return Out(path, text, key)


@fmt(FAM, "clio_manage_oauth2_session_client_secret_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = an(rng, 40)
    text = fill(
        """
        from requests_oauthlib import OAuth2Session

        CLIO_APP_KEY = "<<key>>"
        CLIO_APP_SECRET = "<<sec>>"
        REDIRECT = "https://<<host>>/clio/callback"
        TOKEN_URL = "https://app.clio.com/oauth/token"


        def exchange(code: str) -> dict:
            s = OAuth2Session(CLIO_APP_KEY, redirect_uri=REDIRECT)
            return s.fetch_token(TOKEN_URL, code=code, client_secret=CLIO_APP_SECRET)
        """,
        key=an(rng, 40),
        sec=sec,
        host=c.host("intake", "portal"),
    )
    path = pick(rng, "intake/clio_auth.py", "matters/clio.py", f"{c.slug}_law/clio_oauth.py")
    return Out(path, text, sec)


@fmt(FAM, "relativity_rest_basic_credential_powershell")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, "-_.!@#%+")
    text = fill(
        """
        $instance = 'https://<<host>>/Relativity.REST/api'
        $pair = 'svc.ediscovery@<<dom>>:<<s>>'
        $basic = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes($pair))
        $headers = @{
            Authorization   = "Basic $basic"
            'X-CSRF-Header' = '-'
        }
        $body = @{ request = @{ ObjectType = @{ ArtifactTypeID = 8 }; Condition = '' } } |
            ConvertTo-Json -Depth 5
        $uri = "$instance/relativity-object-model/v1/workspace/-1/object/query"
        Invoke-RestMethod -Method Post -Headers $headers -Body $body <<+>>
        -ContentType 'application/json' -Uri $uri
        """,
        host=c.host("relativity", "review"),
        dom=c.domain,
        s=s,
    )
    path = pick(rng, "Get-Workspaces.ps1", "ediscovery/relativity_query.ps1", f"{c.slug}/rel.ps1")
    return Out(path, text, s)


@fmt(FAM, "imanage_work_password_grant_json_body")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.4 else pw(rng, 10, 16, "-_.!@#%+")
    body = {
        "username": f"{c.user}@{c.domain}",
        "password": s,
        "grant_type": "password",
        "client_id": uid(rng),
        "scope": "user",
    }
    path = pick(
        rng,
        "postman/imanage-login.json",
        "tools/imanage/login_body.json",
        f"{c.slug}-dms/auth_request.json",
    )
    return Out(path, json.dumps(body, indent=2) + "\n", s)


@fmt(FAM, "dropbox_sign_php_sdk_configuration_username_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 64)
    text = fill(
        """
        <?php
        require_once __DIR__ . '/vendor/autoload.php';

        $config = Dropbox\\Sign\\Configuration::getDefaultConfiguration();
        $config->setUsername('<<key>>');

        $api = new Dropbox\\Sign\\Api\\SignatureRequestApi($config);
        $signer = (new Dropbox\\Sign\\Model\\SubSignatureRequestSigner())
            ->setEmailAddress($clientEmail)
            ->setName($clientName);
        $req = (new Dropbox\\Sign\\Model\\SignatureRequestSendRequest())
            ->setTitle('<<org>> engagement letter')
            ->setSigners([$signer])
            ->setFiles([new SplFileObject($pdfPath)]);
        $api->signatureRequestSend($req);
        """,
        key=key,
        org=c.org,
    )
    path = pick(rng, "src/send_letter.php", "esign/hellosign.php", f"{c.slug}/sign.php")
    return Out(path, text, key)


@fmt(FAM, "pandadoc_api_key_authorization_header_go")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 40)
    text = fill(
        """
        package pandadoc

        import (
        <<TAB>>"net/http"
        <<TAB>>"strings"
        )

        const apiKey = "<<key>>"

        func CreateFromTemplate(body string) (*http.Response, error) {
        <<TAB>>req, err := http.NewRequest("POST", "https://api.pandadoc.com/public/v1/documents",
        <<TAB>><<TAB>>strings.NewReader(body))
        <<TAB>>if err != nil {
        <<TAB>><<TAB>>return nil, err
        <<TAB>>}
        <<TAB>>req.Header.Set("Authorization", "API-Key "+apiKey)
        <<TAB>>req.Header.Set("Content-Type", "application/json")
        <<TAB>>return http.DefaultClient.Do(req)
        }
        """,
        key=key,
    )
    path = pick(rng, "internal/pandadoc/client.go", "pandadoc/create.go", f"{c.slug}/pandadoc.go")
    return Out(path, text, key)


@fmt(FAM, "acrobat_sign_integration_key_bearer_java")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "3AAABL" + an(rng, 58, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    text = fill(
        """
        package com.<<slug>>.contracts;

        import java.net.http.HttpRequest;
        import java.net.URI;

        final class AcrobatSign {
            static final String BASE = "https://api.eu2.adobesign.com/api/rest/v6";
            static final String INTEGRATION_KEY = "<<key>>";

            static HttpRequest agreements() {
                return HttpRequest.newBuilder(URI.create(BASE + "/agreements"))
                    .header("Authorization", "Bearer " + INTEGRATION_KEY)
                    .GET()
                    .build();
            }
        }
        """,
        slug=c.slug,
        key=key,
    )
    path = pick(rng, "src/main/java/AcrobatSign.java", "contracts/AcrobatSign.java", "Sign.java")
    return Out(path, text, key)


@fmt(FAM, "documenso_api_key_node_fetch_authorization")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "api_" + an(rng, 16, "abcdefghijklmnopqrstuvwxyz0123456789")
    text = fill(
        """
        const DOCUMENSO_URL = 'https://<<host>>/api/v1';
        const DOCUMENSO_KEY = '<<key>>';

        export async function listDocuments(page = 1) {
          const res = await fetch(`${DOCUMENSO_URL}/documents?page=${page}&perPage=50`, {
            headers: { Authorization: DOCUMENSO_KEY },
          });
          return res.json();
        }
        """,
        host=c.host("sign", "documenso"),
        key=key,
    )
    path = pick(rng, "lib/documenso.mjs", "src/esign/documenso.js", f"{c.slug}/documenso.js")
    return Out(path, text, key)
