# ruff: noqa: E501
"""Family i: a juice bar (garapa, açaí, sucos) in Recife, Brazil; Brazilian Portuguese."""

from __future__ import annotations

from hundrednineteenth_spec import Fam, after, dec_pct, enc_pct, gen_pw

FAM = Fam(
    name="garapa_juice_bar_recife",
    orgs=("canaverde", "sucomar"),
    tld="com.br",
    first=(
        ("João", "joao"),
        ("Maria", "maria"),
        ("Severino", "severino"),
        ("Luana", "luana"),
        ("Thiago", "thiago"),
        ("Josefa", "josefa"),
        ("Raíssa", "raissa"),
    ),
    last=(
        ("Silva", "silva"),
        ("Albuquerque", "albuquerque"),
        ("Cavalcanti", "cavalcanti"),
        ("Araújo", "araujo"),
        ("Lins", "lins"),
        ("Barbosa", "barbosa"),
    ),
    words=(
        "garapa",
        "acai",
        "caju",
        "recife",
        "olinda",
        "boaviagem",
        "frevo",
        "maracatu",
        "pitanga",
        "graviola",
        "acerola",
        "tapioca",
        "sport",
        "nautico",
        "manguebeat",
        "capibaribe",
    ),
    pets=("pipoca", "paçoca", "thor", "mel", "bolinha", "pretinha"),
    cc="+55 81 9",
    phrases=("vai sport", "recife antigo", "tudo nosso"),
)


def _pct(r, s):
    pw = gen_pw(r, sym="@#%/:?&!")
    while not any(c in pw for c in "@#%/:?&!"):
        pw = gen_pw(r, sym="@#%/:?&!")
    return {"needle": pw, "enc": enc_pct(pw)}


FAM.reg(
    "garapa_whatsapp_br_senha_ifood_portal_parceiro",
    (
        "WhatsApp/Conversa do WhatsApp com Loja Boa Viagem <<n>>.txt",
        "exports/Conversa do WhatsApp com <<fa2>> <<dmyd>>.txt",
    ),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: gente o tablet do iFood deslogou de novo 😫 tem 4 pedidos de açaí esperando
<<dmy>> <<t2>> - <<fn2>> <<ln2>>: email <<email>>
<<dmy>> <<t2>> - <<fn2>> <<ln2>>: senha <<cred>>
<<dmy>> <<t3>> - <<fn>> <<ln>>: entrou!! valeu
<<dmy>> <<t3>> - <<fn2>> <<ln2>>: apaga essa msg depois viu
""",
    "human",
)

FAM.reg(
    "garapa_delivery_site_env_database_url_percent_encoded",
    ("delivery-site/.env", "deploy/<<org>>-<<n>>/.env"),
    """APP_ENV=production
APP_URL=https://<<dom>>
DATABASE_URL=postgresql://<<org>>_app:<<enc>>@<<ip>>:5432/pedidos?sslmode=require
REDIS_URL=redis://127.0.0.1:6379/0
""",
    "pw",
    syntax="",
    extra=_pct,
    decode=after(r"postgresql://[a-z_]+:([^@]+)@", dec_pct),
)

FAM.reg(
    "garapa_efi_pix_cobranca_node_credentials",
    ("pix-api/src/credentials.js", "api-<<n>>/config/efi.js"),
    """// Efí (Gerencianet) - cobranças Pix no balcão e no delivery
module.exports = {
  sandbox: false,
  client_id: 'Client_Id_<<cid>>',
  client_secret: 'Client_Secret_<<cred>>',
  certificate: './certs/producao-<<n4>>.p12',
  chave_pix: '<<email>>',
};
""",
    "hex:40",
    syntax="",
    extra=lambda r, s: {"cid": "".join(r.choice("0123456789abcdef") for _ in range(40))},
)

FAM.reg(
    "garapa_acbr_nfce_sefaz_pe_csc_ini",
    ("ACBr/ACBrNFeMonitor_<<n>>.ini", "C/ACBrMonitorPLUS/ACBrMonitor_<<org>>.ini"),
    """[Certificado]
ArquivoPFX=C:\\ACBr\\cert\\<<org>>.pfx
NumeroSerie=<<sn>>

[NFCe]
IdToken=000001
Token=<<cred>>
ModoImpressao=0

[WebService]
UF=PE
Ambiente=1
""",
    lambda r: "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(36)),
)

FAM.reg(
    "garapa_ifood_merchant_api_client_yaml",
    ("ifood-integration/application.yml", "integracao-<<n>>/config/ifood.yaml"),
    """ifood:
  merchant-id: "<<uuid>>"
  auth:
    grant-type: client_credentials
    client-id: "<<hex8>>-<<n4>>-<<n3>>"
    client-secret: "<<cred>>"
  polling-interval-seconds: 30
""",
    "p:ifood",
)

FAM.reg(
    "garapa_caderno_balcao_ocr_senha_wifi_bare",
    ("fotos/caderno_<<date>>.txt", "ocr/balcao_<<n>>.txt"),
    """ACEROLA 40 kg - CEASA
CANA 3 feixes
gelo 10 sacos

wifi clientes
<<cred>>
""",
    "human_x",
    syntax="",
)


def _fods(s):
    rows = [
        ("Fornecedor", "Site", "Usuário", "Senha"),
        ("CEASA-PE", "ceasape.org.br", s["user"], s["cred"]),
        ("Atacadão", "atacadao.com.br", s["email"], "no app"),
    ]
    body = "".join(
        "<table:table-row>"
        + "".join(
            f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
            for c in row
        )
        + "</table:table-row>"
        for row in rows
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        f'<office:body><office:spreadsheet><table:table table:name="Fornecedores">{body}</table:table></office:spreadsheet></office:body>\n'
        "</office:document>\n"
    )


FAM.reg(
    "garapa_fornecedores_flat_ods_senhas",
    ("planilhas/fornecedores_<<y>>_<<n>>.fods", "Drive/<<orgc>>/fornecedores_<<mo>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
)

FAM.reg(
    "garapa_intelbras_dvr_snapshot_crontab",
    ("crontabs/<<fa>>_<<n>>", "var/spool/cron/crontabs/pi_<<n3>>"),
    """# m h  dom mon dow   command
*/10 7-22 * * * curl -s --digest -u admin:<<cred>> "http://<<lan>>/cgi-bin/snapshot.cgi?channel=1" -o /home/pi/caixa/$(date +\\%H\\%M).jpg
0 23 * * * find /home/pi/caixa -mtime +7 -delete
""",
    "pw_bare",
    syntax="",
)
