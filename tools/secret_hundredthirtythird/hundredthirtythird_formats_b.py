# ruff: noqa: E501
"""Family b: a posto de combustível (petrol station with conveniência and lava-jato) in Goiânia, Brazil."""

from __future__ import annotations

from hundredthirtythird_corpus import uuid4
from hundredthirtythird_spec import Fam, jdump, prov

F = Fam(
    name="posto_combustivel_goiania",
    orgs=("postocerrado", "autopostoanhanguera", "postoburitis", "redepequi", "postoaraguaia"),
    tld="com.br",
    first=(
        "joao",
        "maria",
        "gustavo",
        "fernanda",
        "rafael",
        "juliana",
        "thiago",
        "aline",
        "marcelo",
        "patricia",
    ),
    last=(
        "silva",
        "souza",
        "oliveira",
        "pereira",
        "rodrigues",
        "almeida",
        "carvalho",
        "gomes",
        "ribeiro",
        "barbosa",
    ),
    lfirst=(
        "João",
        "Maria",
        "Gustavo",
        "Fernanda",
        "Rafael",
        "Juliana",
        "Thiago",
        "Aline",
        "Marcelo",
        "Patrícia",
    ),
    llast=(
        "Silva",
        "Souza",
        "Oliveira",
        "Pereira",
        "Rodrigues",
        "Almeida",
        "Carvalho",
        "Gomes",
        "Ribeiro",
        "Barbosa",
    ),
    words=(
        "posto",
        "etanol",
        "gasolina",
        "arla",
        "frentista",
        "pequi",
        "cerrado",
        "vilanova",
        "goias",
        "caju",
        "pamonha",
        "bomba",
        "sertanejo",
        "ipe",
        "dragao",
        "tucano",
    ),
    cities=("Goiania", "Anapolis", "Aparecida", "Trindade", "Senador Canedo", "Rio Verde"),
    cc="+55",
    tz="-0300",
    pets=("thor", "mel", "pipoca", "bidu", "luna", "paçoca"),
)


def _cnpj(rng, s):
    d = f"{rng.randint(10, 99)}{rng.randint(100, 999)}{rng.randint(100, 999)}0001{rng.randint(10, 99)}"
    return {
        "cnpj": f"{d[:2]}.{d[2:5]}.{d[5:8]}/{d[8:12]}-{d[12:]}",
        "cnpj_digits": d,
        "ie": f"10{rng.randint(1000000, 9999999)}",
        "cpf": f"{rng.randint(100, 999)}.{rng.randint(100, 999)}.{rng.randint(100, 999)}-{rng.randint(10, 99)}",
    }


F.reg(
    "posto_emissor_nfce_csc_token_properties",
    ("EmissorNFCe/config/nfce.properties", "C:/AutoPosto/<<org>>/nfce_<<n1>>.properties"),
    """# Emissor NFC-e - <<org_cap>> (CNPJ <<cnpj>>)
# SEFAZ-GO  ambiente: 1=producao 2=homologacao
nfce.ambiente=1
nfce.uf=GO
nfce.serie=<<n1>>
nfce.cnpj=<<cnpj_digits>>
nfce.ie=<<ie>>
nfce.certificado.arquivo=C:/EmissorNFCe/certificado/<<org>>_A1.pfx
nfce.certificado.senha=${NFCE_CERT_SENHA}
# Codigo de Seguranca do Contribuinte (gerado no portal da SEFAZ-GO)
nfce.csc.id=00000<<n1>>
nfce.csc.token=<<cred>>
nfce.contingencia.offline=true
nfce.danfe.impressora=EPSON TM-T20X
nfce.danfe.qrcode.url=https://nfeweb.sefaz.go.gov.br/nfeweb/sites/nfce/d
""",
    lambda rng, s: uuid4(rng).upper(),
    syntax="",
    extra=_cnpj,
)

F.reg(
    "posto_whatsapp_contador_senha_certificado_a1",
    (
        "WhatsApp/Conversa do WhatsApp com <<lname2>>.txt",
        "backup_celular/Conversa do WhatsApp com Contabilidade <<lname2>>.txt",
    ),
    """[<<dmy>>, <<s1>>] <<lname2>>: Bom dia <<lfirst>>! Segue o certificado A1 renovado do posto, vale por 1 ano
[<<dmy>>, <<s1>>] <<lname2>>: ‎<anexado: 000000<<n2>>-<<org>>_<<cnpj_digits>>.pfx>
[<<dmy>>, <<s2>>] <<lname>>: bom dia, obrigado!! qual a senha dele?
[<<dmy>>, <<s3>>] <<lname2>>: <<cred>>
[<<dmy>>, <<s4>>] <<lname2>>: instala no computador do caixa e no da automação também, senão a NFC-e para de sair
[<<dmy>>, <<s5>>] <<lname>>: 👍🏻
""",
    "human",
    syntax="",
    extra=_cnpj,
)

F.reg(
    "posto_mercadopago_pix_frota_access_token_config_js",
    ("pix-frota/src/config/mercadopago.js", "<<org>>-cobranca/config/pix.js"),
    """// Cobrança Pix das frotas faturadas do posto (Mercado Pago)
const { MercadoPagoConfig, Payment } = require('mercadopago');

const config = {
  accessToken: '<<cred>>',
  publicKey: '<<pub>>',
  chavePix: '<<cnpj_digits>>',
  notificationUrl: 'https://pix.<<dom>>/webhook/mercadopago',
  vencimentoDias: 15,
};

const client = new MercadoPagoConfig({ accessToken: config.accessToken, options: { timeout: 5000 } });
const payment = new Payment(client);

module.exports = { config, payment };
""",
    "p:mp_token",
    syntax="",
    extra=lambda rng, s: {**_cnpj(rng, s), "pub": prov(rng, "mp_public")},
)

F.reg(
    "posto_automacao_pista_firebird_banco_ini",
    ("C:/AutoPosto/Config/automacao.ini", "automacao/<<org>>/conexao_<<n2>>.ini"),
    """[Banco]
Servidor=<<lan>>
Porta=3050
Caminho=C:\\AutoPosto\\Dados\\POSTO.FDB
Usuario=SYSDBA
Senha=<<cred>>
Charset=WIN1252

[Concentrador]
Modelo=Horustech
Porta=COM4
Bicos=12
LeituraEncerrantes=S

[Medicao]
Sonda=VeederRoot
IP=<<lan>>
Porta=10001

[Posto]
CNPJ=<<cnpj>>
Nome=<<org_cap>> <<city>>
""",
    "pw",
    syntax="ini",
    extra=_cnpj,
)

F.reg(
    "posto_email_contabilidade_senha_portal_sefaz",
    (
        "Mail/Contabilidade/<<date>> acesso portal SEFAZ.eml",
        "emails/<<org>>/senha_sefaz_<<n3>>.eml",
    ),
    """Return-Path: <<<mail2>>>
From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: Acesso ao portal da SEFAZ-GO (consulta NFC-e)
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Prezado(a) <<lfirst>>,

Conforme conversamos por telefone, segue o acesso do posto ao portal da SEFAZ-GO
para consultar as NFC-e rejeitadas e o livro de movimentação de combustíveis (LMC):

Usuário: <<cpf>>
Senha: <<cred>>

Depois do primeiro acesso o portal pede para trocar a senha. Qualquer dúvida estou à disposição.

Att.,
<<lname2>>
Contabilidade - <<phone2>>
""",
    "human",
    syntax="",
    extra=_cnpj,
)

F.reg(
    "posto_lavajato_agendamento_docker_compose",
    ("lavajato-agenda/docker-compose.yml", "deploy/<<org>>/lavajato/docker-compose.yml"),
    """services:
  db:
    image: postgres:16-alpine
    restart: unless-stopped
    environment:
      POSTGRES_DB: lavajato
      POSTGRES_USER: lavajato
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data

  app:
    image: ghcr.io/<<org>>/lavajato-agenda:1.<<n1>>
    restart: unless-stopped
    depends_on:
      - db
    environment:
      DATABASE_URL: "postgresql://lavajato:<<cred>>@db:5432/lavajato"
      TZ: America/Sao_Paulo
      WHATSAPP_NUMERO: "<<phone>>"
    ports:
      - "8080:3000"

volumes:
  pgdata:
""",
    "pw_url",
)

F.reg(
    "posto_app_fidelidade_release_gradle_properties",
    ("app-clube-<<org>>/gradle.properties", "android/clube<<org>>/gradle.properties"),
    """# Project-wide Gradle settings.
org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
android.nonTransitiveRClass=true

# Assinatura release - app Clube <<org_cap>> (programa de fidelidade)
RELEASE_STORE_FILE=../keystore/clube_<<org>>.jks
RELEASE_STORE_PASSWORD=<<cred>>
RELEASE_KEY_ALIAS=clube<<org>>
RELEASE_KEY_PASSWORD=<<cred>>
""",
    "human_x",
    syntax="",
)


def _cielo(s):
    return jdump(
        {
            "Logging": {"LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}},
            "ConnectionStrings": {
                "Conveniencia": f"Server={s['lan']};Database=conveniencia;Trusted_Connection=True;TrustServerCertificate=True"
            },
            "Cielo": {
                "Ambiente": "Producao",
                "MerchantId": s["mid"],
                "MerchantKey": s["cred"],
                "SoftDescriptor": s["org"].upper()[:13],
            },
            "Loja": {"Nome": f"Conveniência {s['org_cap']}", "CNPJ": s["cnpj"]},
            "AllowedHosts": "*",
        }
    )


F.reg(
    "posto_conveniencia_cielo_merchantkey_appsettings_json",
    ("Conveniencia.Api/appsettings.Production.json", "<<org>>-loja/appsettings.json"),
    _cielo,
    "p:cielo_key",
    extra=lambda rng, s: {**_cnpj(rng, s), "mid": uuid4(rng)},
)
