# ruff: noqa: E501
"""Family e: a freelance translator in Luanda (Angola; Portuguese, Kimbundu words)."""

from __future__ import annotations

import csv
import io

from fortyninth_spec import Fam, dec_b64_field, enc_b64

F = Fam(
    name="tradutora_kandengue_luanda",
    orgs=("kandenguetrad", "ilhaidiomas", "kwanzalingua", "unitel", "angolatelecom"),
    tld="ao",
    first=(
        "Joana",
        "Edvaldo",
        "Ngueve",
        "Teresa",
        "Adilson",
        "Luzia",
        "Kiame",
        "Yolanda",
        "Mateus",
        "Nzinga",
    ),
    last=("Domingos", "Kiala", "Sebastião", "Neto", "Mbala", "Cassoma", "Lourenço", "Capita"),
    words=(
        "kandengue",
        "kizomba",
        "funje",
        "muamba",
        "semba",
        "kuduro",
        "mussulo",
        "kianda",
        "imbondeiro",
        "candongueiro",
        "kamba",
    ),
    seasons=("cacimbo", "chuvas", "carnaval", "natal", "independencia"),
    cc="244",
    pets=("bobi", "kiko", "nala", "faisca", "pretinha"),
    latin={"Sebastião": "sebastiao", "Lourenço": "lourenco"},
)

F.reg(
    "tradutora_eml_agencia_senha_portal_xtrf",
    ("Mail/Agências/<<date>> acesso portal.eml", "Thunderbird/Inbox.sbd/Clientes/<<n4>>.eml"),
    """From: Vendor Management <vm@<<dom>>>
To: <<full>> <<<email2>>>
Subject: Acesso ao portal de fornecedores / Vendor portal access
Date: Wed, 9 Jul <<year>> 08:<<n2>>:17 +0100
Content-Type: text/plain; charset="utf-8"

Cara <<first>>,

Bem-vinda à nossa base de tradutores (EN>PT-AO, FR>PT-AO).
Os pedidos de tradução passam a ser enviados pelo portal XTRF:

  Endereço: https://vendors.<<dom>>/xtrf/vendors
  Utilizador: <<email2>>
  Senha: <<cred>>

Agradecemos que altere a senha no primeiro acesso.

Cumprimentos,
Gestão de Fornecedores
""",
    cred="pw",
)

F.reg(
    "tradutora_deepl_glossary_script_py",
    ("Traduções/ferramentas/deepl_glossario.py", "Users/<<fa>>/scripts/deepl_<<n2>>.py"),
    """import deepl

AUTH_KEY = "<<cred>>"
translator = deepl.Translator(AUTH_KEY)

entries = {"invoice": "fatura", "purchase order": "nota de encomenda", "tax": "imposto"}
glossary = translator.create_glossary("AO-<<n3>>", source_lang="EN", target_lang="PT", entries=entries)
result = translator.translate_document_from_filepath(
    "entrada/contrato.docx", "saida/contrato_PT.docx", target_lang="PT-PT", glossary=glossary
)
print(result.status, translator.get_usage())
""",
    cred="p:deepl",
)

F.reg(
    "tradutora_filezilla_sitemanager_xml_base64_pass",
    (
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
        "Backup/<<date>>/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<fa>>.tradutora</User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <PasvMode>MODE_DEFAULT</PasvMode>
            <EncodingType>Auto</EncodingType>
            <BypassProxy>0</BypassProxy>
            <Name>Agência - entregas</Name>
            <RemoteDir>1 0 8 entregas</RemoteDir>
            <SyncBrowsing>0</SyncBrowsing>
            <DirectoryComparison>0</DirectoryComparison>
        </Server>
    </Servers>
</FileZilla3>
""",
    cred="human_x",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"]))},
    decode=dec_b64_field(r'<Pass encoding="base64">([^<]+)<'),
)

F.reg(
    "tradutora_whatsapp_pt_ao_senha_proz",
    (
        "WhatsApp/Conversa do WhatsApp com <<first2>>.txt",
        "Documents/WhatsApp Chat with Tradutores AO <<n2>>.txt",
    ),
    """<<dmy>> <<time>> - <<first2>>: Mana, a conta do ProZ Plus que pagamos juntas, qual é a senha mesmo?
<<dmy>> <<time>> - <<first>> <<last>>: Utilizador é <<email2>>
<<dmy>> <<time2>> - <<first>> <<last>>: <<cred>>
<<dmy>> <<time2>> - <<first2>>: Obrigadaaa kamba 😘 não vou mexer no perfil
<<dmy>> <<time2>> - <<first>> <<last>>: Apaga a mensagem depois
""",
    cred="human",
)


def _clients_csv(s: dict) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";", lineterminator="\r\n")
    w.writerow(["Cliente", "Plataforma", "Utilizador", "Senha", "Tarifa (AOA/palavra)", "Obs"])
    w.writerow(
        ["Sonangol (via agência)", "Memsource/Phrase", s["email2"], "ver caderno", "45", "NDA"]
    )
    w.writerow(
        [
            f"{s['org'].capitalize()} Lda",
            "Smartcat",
            s["user"],
            s["cred"],
            "38",
            "pagamento 30 dias",
        ]
    )
    w.writerow(["Embaixada", "e-mail", "-", "-", "60", "juramentada"])
    return buf.getvalue()


F.reg(
    "tradutora_clientes_csv_ponto_virgula_senha",
    ("Documentos/Clientes_<<year>>.csv", "OneDrive/Trabalho/clientes e plataformas (<<n2>>).csv"),
    _clients_csv,
    cred="human",
)

F.reg(
    "tradutora_trados_groupshare_connection_xml",
    (
        "Users/<<fa>>/AppData/Roaming/SDL/ProjectApi/Connections_<<n2>>.xml",
        "Documents/Studio <<year>>/servers/groupshare_<<n3>>.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<ServerConnections>
  <Server Uri="https://gs.<<dom>>/" AuthenticationType="CustomUser" LastUsed="<<iso>>">
    <UserName><<fa>>.<<la>></UserName>
    <Password><<cred>></Password>
    <RememberPassword>true</RememberPassword>
    <Organization>/Freelancers/PT-AO</Organization>
  </Server>
</ServerConnections>
""",
    cred="pw_xml",
)

F.reg(
    "tradutora_ocr_caderno_senha_unitel_email",
    ("Imagens/Scans/caderno_<<n3>>.txt", "Google Keep/Imagem_<<date>>.txt"),
    """CONTAS — NÃO PERDER
-------------------------
Unitel Net (router da sala)
  admin
  <<cred>>
E-mail profissional <<email>>
  mesma senha do Gmail
NIF: 00<<n4>><<n4>>LA0<<n2>>
""",
    cred="human",
)

F.reg(
    "tradutora_bash_history_curl_smartcat_basic",
    ("home/<<fa>>/.bash_history", "Users/<<fa>>/.zsh_history"),
    """cd ~/Traduções/<<year>>
ls -la entrada/
curl -s -u <<uuid>>:<<cred>> https://smartcat.com/api/integration/v1/account | jq .
curl -s -u <<uuid>>:<<cred>> "https://smartcat.com/api/integration/v1/project/list" | jq '.[].name'
libreoffice --headless --convert-to pdf saida/*.docx
""",
    cred=lambda rng, s: "".join(
        rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
        for _ in range(26)
    ),
)
