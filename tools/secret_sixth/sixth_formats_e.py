"""Formats: ERP and CRM integrations."""

from __future__ import annotations

import random

from sixth_corpus import (
    ALNUM,
    DIGITS,
    SYM_Q,
    SYM_XML,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    uid,
)

ERP = "erp_crm_connectors"
Q1 = SYM_Q.replace("'", "")


@fmt(ERP, "sap_pyrfc_connection_passwd_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(10, 16))
    text = fill(
        """
        from pyrfc import Connection

        conn = Connection(
            ashost="<<host>>",
            sysnr="00",
            client="<<client>>",
            user="RFC_<<slug>>",
            passwd="<<s>>",
            lang="EN",
        )
        result = conn.call("BAPI_MATERIAL_GETLIST", MAXROWS=500, MATNRSELECTION=[
            {"SIGN": "I", "OPTION": "CP", "MATNR_LOW": "FG*"}
        ])
        for row in result["MATNRLIST"]:
            print(row["MATERIAL"], row["MATL_DESC"])
        """,
        host=c.host("sap"),
        client=pick(rng, "100", "200", "310", "800"),
        slug=c.slug.upper()[:8],
        s=s,
    )
    return Out(
        pick(rng, "sap/materials.py", "etl/sap_extract.py", f"{c.slug}/rfc_pull.py"), text, s
    )


@fmt(ERP, "netsuite_tba_token_secret_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 64)
    acct = str(rng.randint(1_000_000, 9_999_999))
    text = fill(
        """
        import os

        from requests_oauthlib import OAuth1Session

        ACCOUNT = "<<acct>>"
        TOKEN_ID = "<<tid>>"
        TOKEN_SECRET = "<<s>>"

        ns = OAuth1Session(
            client_key=os.environ["NS_CONSUMER_KEY"],
            client_secret=os.environ["NS_CONSUMER_SECRET"],
            resource_owner_key=TOKEN_ID,
            resource_owner_secret=TOKEN_SECRET,
            realm=ACCOUNT,
            signature_method="HMAC-SHA256",
        )
        url = f"https://{ACCOUNT}.suitetalk.api.netsuite.com/services/rest/record/v1/customer"
        print(ns.get(url, params={"limit": 50}).json())
        """,
        acct=acct,
        tid=hx(rng, 64),
        s=s,
    )
    return Out(
        pick(rng, "netsuite/customers.py", "integrations/ns_sync.py", f"{c.slug}/netsuite.py"),
        text,
        s,
    )


@fmt(ERP, "sage_intacct_xml_sender_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML, n=rng.randint(12, 18))
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <request>
          <control>
            <senderid><<sender>></senderid>
            <password><<s>></password>
            <controlid>{{timestamp}}</controlid>
            <uniqueid>false</uniqueid>
            <dtdversion>3.0</dtdversion>
            <includewhitespace>false</includewhitespace>
          </control>
          <operation>
            <authentication>
              <sessionid>{{session_id}}</sessionid>
            </authentication>
            <content>
              <function controlid="gl-1">
                <readByQuery><object>GLACCOUNT</object><query/><pagesize>100</pagesize></readByQuery>
              </function>
            </content>
          </operation>
        </request>
        """,
        sender=c.org.replace(" ", ""),
        s=s,
    )
    return Out(
        pick(
            rng,
            "intacct/templates/read_gl.xml",
            "templates/intacct_request.xml",
            f"{c.slug}/gl_query.xml",
        ),
        text,
        s,
    )


@fmt(ERP, "quickbooks_tokens_json_refresh_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "AB11" + an(rng, 46, ALNUM)
    text = fill(
        """
        {
          "realm_id": "<<realm>>",
          "refresh_token": "<<s>>",
          "x_refresh_token_expires_in": 8726400,
          "token_type": "bearer",
          "saved_at": "<<date>>T06:14:09Z"
        }
        """,
        realm=an(rng, 19, DIGITS),
        s=s,
        date=c.date,
    )
    return Out(
        pick(rng, "qbo_tokens.json", "var/quickbooks/tokens.json", f"{c.slug}/qb-token.json"),
        text,
        s,
    )


@fmt(ERP, "xero_node_client_secret_constructor")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 48, ALNUM + "-_")
    text = fill(
        """
        import { XeroClient } from "xero-node";

        export const xero = new XeroClient({
          clientId: "<<cid>>",
          clientSecret: "<<s>>",
          redirectUris: ["https://books.<<dom>>/xero/callback"],
          scopes: "openid profile email accounting.transactions offline_access".split(" "),
        });
        """,
        cid=hx(rng, 32, upper=True),
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(rng, "src/lib/xero.ts", "server/xero-client.ts", f"packages/{c.slug}-books/xero.ts"),
        text,
        s,
    )


@fmt(ERP, "dolibarr_dolapikey_header_php")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        <?php
        // push paid web orders into Dolibarr as invoices
        $dolibarr = 'https://erp.<<dom>>/api/index.php';
        $apiKey = '<<s>>';

        function dol_post(string $path, array $body): array {
            global $dolibarr, $apiKey;
            $ch = curl_init($dolibarr . $path);
            curl_setopt_array($ch, [
                CURLOPT_POST => true,
                CURLOPT_RETURNTRANSFER => true,
                CURLOPT_HTTPHEADER => ['DOLAPIKEY: ' . $apiKey, 'Content-Type: application/json'],
                CURLOPT_POSTFIELDS => json_encode($body),
            ]);
            return json_decode(curl_exec($ch), true) ?? [];
        }
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "cron/push_invoices.php", "lib/dolibarr.php", f"{c.slug}/erp_sync.php"), text, s
    )


@fmt(ERP, "suitecrm_config_php_dbconfig_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        <?php
        $sugar_config = array (
          'cache_dir' => 'cache/',
          'dbconfig' =>
          array (
            'db_host_name' => '<<host>>',
            'db_host_instance' => 'SQLEXPRESS',
            'db_user_name' => 'suitecrm',
            'db_password' => '<<s>>',
            'db_name' => 'suitecrm_<<slug>>',
            'db_type' => 'mysql',
            'db_port' => '',
            'db_manager' => 'MysqliManager',
          ),
          'default_currency_iso4217' => 'EUR',
          'site_url' => 'https://crm.<<dom>>',
          'unique_key' => '<<uk>>',
        );
        """,
        host=c.host("db"),
        s=s,
        slug=c.slug,
        dom=c.domain,
        uk=hx(rng, 32),
    )
    return Out(pick(rng, "config.php", "suitecrm/config.php", f"crm-{c.slug}/config.php"), text, s)


@fmt(ERP, "vtiger_webservice_accesskey_python")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 16)
    text = fill(
        """
        from vtiger_client import VTigerClient  # thin wrapper around webservice.php

        client = VTigerClient("https://<<slug>>.od2.vtiger.com")
        client.doLogin("<<email>>", "<<s>>")

        leads = client.doQuery(
            "SELECT firstname, lastname, email FROM Leads WHERE leadsource = 'Web';"
        )
        print(len(leads), "web leads")
        """,
        slug=c.slug,
        email=c.email,
        s=s,
    )
    return Out(
        pick(rng, "crm/leads.py", "scripts/vtiger_leads.py", f"{c.slug}/crm_export.py"), text, s
    )


@fmt(ERP, "espocrm_x_api_key_js")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        const ESPO_URL = "https://crm.<<dom>>/api/v1";
        const ESPO_KEY = "<<s>>";

        export async function createLead(form) {
          const res = await fetch(`${ESPO_URL}/Lead`, {
            method: "POST",
            headers: { "X-Api-Key": ESPO_KEY, "Content-Type": "application/json" },
            body: JSON.stringify({
              firstName: form.first,
              lastName: form.last,
              emailAddress: form.email,
            }),
          });
          if (!res.ok) throw new Error(`EspoCRM ${res.status}`);
          return res.json();
        }
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "netlify/functions/lead.js", "src/espo.js", f"apps/{c.slug}/lead.mjs"), text, s
    )


@fmt(ERP, "copper_crm_access_token_headers")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        require "net/http"
        require "json"

        COPPER_HEADERS = {
          "X-PW-AccessToken" => "<<s>>",
          "X-PW-Application" => "developer_api",
          "X-PW-UserEmail" => "<<email>>",
          "Content-Type" => "application/json"
        }.freeze

        uri = URI("https://api.copper.com/developer_api/v1/people/search")
        res = Net::HTTP.post(uri, { page_size: 200 }.to_json, COPPER_HEADERS)
        puts JSON.parse(res.body).map { |p| p["name"] }
        """,
        s=s,
        email=c.email,
    )
    return Out(
        pick(rng, "lib/tasks/copper_sync.rb", "scripts/copper_people.rb", f"{c.slug}/copper.rb"),
        text,
        s,
    )


@fmt(ERP, "insightly_basic_api_key_csharp")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        using System.Net.Http.Headers;
        using System.Text;

        namespace <<ns>>.Crm;

        public static class InsightlyClientFactory
        {
            private const string ApiKey = "<<s>>";

            public static HttpClient Create()
            {
                var baseUri = new Uri("https://api.na1.insightly.com/v3.1/");
                var http = new HttpClient { BaseAddress = baseUri };
                var basic = Convert.ToBase64String(Encoding.ASCII.GetBytes(ApiKey + ":"));
                var auth = new AuthenticationHeaderValue("Basic", basic);
                http.DefaultRequestHeaders.Authorization = auth;
                return http;
            }
        }
        """,
        ns=c.slug.capitalize(),
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/Crm/InsightlyClientFactory.cs",
            "Integrations/Insightly.cs",
            f"{c.slug}/Insightly.cs",
        ),
        text,
        s,
    )


@fmt(ERP, "acumatica_login_body_json_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.:=?@^_~", n=rng.randint(12, 18))
    text = fill(
        """
        {
          "name": "<<user>>",
          "password": "<<s>>",
          "company": "<<org>>",
          "branch": "HQ",
          "locale": "en-US"
        }
        """,
        user=pick(rng, "integration", "admin", "apiuser"),
        s=s,
        org=c.org,
    )
    return Out(
        pick(
            rng, "acumatica/login.json", "scripts/erp-login.json", f"{c.slug}/acumatica-auth.json"
        ),
        text,
        s,
    )
