# ruff: noqa: E501
"""Family d: a franchise unit of a cleaning-maid (diarista) app in São Paulo (Brazil; Portuguese)."""

from __future__ import annotations

from hundredseventh_spec import ALNUM, Fam, alnum, dec_qp_after, enc_qp, pick, reg

FAM = Fam(
    name="diarista_franqueada_app",
    orgs=("brilholar", "limpamais", "casaflor", "faxinafacil"),
    tld="com.br",
    first=("Maria", "Ana", "Luciana", "Joana", "Rosângela", "Francisca", "Josefa", "Cláudia"),
    first_a=("maria", "ana", "luciana", "joana", "rosangela", "francisca", "josefa", "claudia"),
    last=("Silva", "Santos", "Oliveira", "Souza", "Conceição", "Araújo"),
    last_a=("silva", "santos", "oliveira", "souza", "conceicao", "araujo"),
    words=(
        "faxina",
        "limpeza",
        "brilho",
        "saudade",
        "flamengo",
        "corinthians",
        "praia",
        "feijoada",
        "jabuti",
        "sabia",
    ),
    pets=("pipoca", "thor", "mel", "bolinha", "pacoca", "luna"),
    cc="+55",
    cities=("Moema", "Pinheiros", "Tatuapé", "Santana"),
)

ACCENTED = ("Coração", "Feijão", "Sertão", "Açaí", "Maçã", "Limão", "Pão", "Criança", "Faxinação")


def _accent_pw(rng):
    return f"{pick(rng, ACCENTED)}{pick(rng, '@#!*.')}{rng.randint(1970, 2026)}"


def _qp(rng, s):
    body = (
        f"Olá {s['first']},\n\n"
        "Segue o acesso ao eSocial Doméstico (gov.br) da cliente da Moema, para lançar a folha "
        "da diarista fixa deste mês.\n\n"
        f"CPF: {rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(10, 99)}\n"
        f"Senha gov.br: {s['cred']}\n\n"
        "Não repassa no grupo, tá? Qualquer coisa me liga.\n"
        f"Abraço,\n{s['first2']} - Franquia {s['orgc']} {s['city']}\n"
    )
    s["enc"] = enc_qp(body)


reg(
    FAM,
    "diarista_whatsapp_ptbr_senha_app_parceira",
    ("Conversa do WhatsApp com <<first>>.txt", "whatsapp/<<fa>>_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>> <<hh>>:<<mi>> - <<first2>> Franquia: Oi <<first>>, cadastrei você no app das parceiras
<<day>>/<<mon>>/<<year>> <<hh>>:<<mi>> - <<first2>> Franquia: login é teu celular mesmo
<<day>>/<<mon>>/<<year>> <<hh>>:<<mi>> - <<first2>> Franquia: senha provisória <<cred>>
<<day>>/<<mon>>/<<year>> <<hh>>:<<mi>> - <<first>> <<last>>: Obrigada!! Amanhã já pego a faxina da <<city>>?
<<day>>/<<mon>>/<<year>> <<hh>>:<<mi>> - <<first2>> Franquia: Isso, 8h. Leva o kit 😉
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "diarista_asaas_pix_cobranca_node_access_token",
    ("src/pix/asaas.js", "backend/pagamentos_<<n>>.js"),
    """// Cobrança PIX das faxinas avulsas (Asaas)
const axios = require("axios");

const asaas = axios.create({
  baseURL: "https://api.asaas.com/v3",
  headers: { access_token: "<<cred>>", "User-Agent": "<<org>>-franquia" },
});

module.exports = async function cobrar(customer, valor, descricao) {
  const { data } = await asaas.post("/payments", {
    customer,
    billingType: "PIX",
    value: valor,
    dueDate: "<<date>>",
    description: descricao,
  });
  return data;
};
""",
    lambda rng: "$aact_prod_000" + alnum(rng, 120, ALNUM + "+/") + "==",
    syntax="",
)

reg(
    FAM,
    "diarista_zapi_whatsapp_instance_token_php",
    ("app/Services/ZapiService.php", "integracoes/zapi_<<n>>.php"),
    """<?php
// Z-API: confirmação automática de faxina por WhatsApp
namespace App\\Services;

class ZapiService
{
    private string $instance = '<<rid>><<rid>><<rid>>AB<<rid>><<rid>>';
    private string $token = '<<cred>>';

    public function confirmar(string $fone, string $msg): void
    {
        $url = "https://api.z-api.io/instances/{$this->instance}/token/{$this->token}/send-text";
        \\Http::post($url, ['phone' => $fone, 'message' => $msg]);
    }
}
""",
    "HEX:24",
    syntax="",
)

reg(
    FAM,
    "diarista_franqueadas_planilha_fods_senha_cell",
    ("planilhas/acessos_<<city>>.fods", "Drive/franquia_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Acessos">
    <table:table-row><table:table-cell><text:p>Sistema</text:p></table:table-cell><table:table-cell><text:p>Usuário</text:p></table:table-cell><table:table-cell><text:p>Senha</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell><text:p>Painel franqueado</text:p></table:table-cell><table:table-cell><text:p><<email>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell><text:p>Alarme Intelbras (app AMT)</text:p></table:table-cell><table:table-cell><text:p>escritório</text:p></table:table-cell><table:table-cell><text:p>ver com a <<first2>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

reg(
    FAM,
    "diarista_bling_erp_oauth_tokens_json",
    ("config/bling.json", "storage/bling_<<org>>.json"),
    """{
  "client_id": "<<rid>><<rid>><<rid>><<rid>><<rid>><<rid>>ab",
  "client_secret": "<<cred>>",
  "redirect_uri": "https://<<dom>>/bling/callback",
  "loja": "Franquia <<city>>",
  "ultima_sincronizacao": "<<date>>T<<hh>>:<<mi>>:00-03:00"
}
""",
    "hex:60",
)

reg(
    FAM,
    "diarista_esocial_domestico_email_quoted_printable",
    ("mail/esocial_<<n>>.eml", "Thunderbird/Inbox_<<n4>>.eml"),
    """From: <<first2>> <<<fa2>>@<<dom>>>
To: <<email>>
Subject: =?UTF-8?Q?Acesso_eSocial_Dom=C3=A9stico?=
Date: Fri, <<d1>> May <<year>> <<hh>>:<<mi>>:00 -0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

<<enc>>""",
    _accent_pw,
    syntax="",
    extra=_qp,
    decode=dec_qp_after(r"Senha gov\.br: "),
)

reg(
    FAM,
    "diarista_agenda_docker_compose_postgres_password",
    ("docker-compose.yml", "deploy/<<org>>/docker-compose.yml"),
    """services:
  agenda:
    image: ghcr.io/<<org>>/agenda-faxinas:latest
    environment:
      DATABASE_URL: "postgres://agenda@db:5432/agenda"
      PGPASSWORD: "<<cred>>"
      TZ: America/Sao_Paulo
    depends_on: [db]
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: agenda
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
volumes:
  pgdata:
""",
    "pw_dq",
)

reg(
    FAM,
    "diarista_app_parceira_gradle_properties_store_password",
    ("android/gradle.properties", "app-parceiras-<<org>>/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
# assinatura do app das parceiras (franquia <<city>>)
MYAPP_UPLOAD_STORE_FILE=<<org>>-upload.keystore
MYAPP_UPLOAD_KEY_ALIAS=<<org>>-key
MYAPP_UPLOAD_STORE_PASSWORD=<<cred>>
MYAPP_UPLOAD_KEY_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)
